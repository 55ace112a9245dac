import type { ActivityEntry } from "@/content/types";

type RecentActivityProps = { entries: ActivityEntry[] };

/** The latest things staff did, newest first, as a terminal log. */
export function RecentActivity({ entries }: RecentActivityProps) {
  return (
    <ol className="space-y-3 text-sm">
      {entries.map((entry) => (
        <li key={`${entry.when}-${entry.text}`} className="flex gap-3">
          <span aria-hidden="true" className="text-muted">
            &gt;
          </span>
          <span className="flex-1">
            <span className="block text-bright">{entry.text}</span>
            <span className="block text-xs text-muted">
              {entry.who} · {entry.when}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
