import type { HistoryEntry } from "@/lib/db/drafts";
import type { EditableKind } from "@/lib/editor/kinds";
import { formatChangeTime } from "@/lib/editor/state";
import { RestoreButton } from "./restore-button";

type HistoryListProps = {
  entries: HistoryEntry[];
  kind: EditableKind;
  id: string;
  version: number;
  /** h3 when the editor sits in a section of its own. */
  isNested: boolean;
  /** False for a viewer: the Restore buttons are disabled. */
  canEdit: boolean;
};

const ACTIONS: Record<string, string> = {
  create: "created",
  save: "saved",
  publish: "published",
  unpublish: "unpublished",
  delete: "deleted",
  reorder: "moved",
};

/** Every recorded change of an item, newest first, each restorable as a new draft. */
export function HistoryList({ entries, kind, id, version, isNested, canEdit }: HistoryListProps) {
  const Heading = isNested ? "h3" : "h2";
  const headingId = `history-${id}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <Heading id={headingId} className="text-lg font-semibold text-phosphor">
        History
      </Heading>
      <ol className="space-y-2 text-sm">
        {entries.map((entry) => {
          const done = Object.hasOwn(ACTIONS, entry.action) ? ACTIONS[entry.action] : entry.action;
          const what = `${done} by ${entry.actorEmail ?? "the seed"} at ${formatChangeTime(entry.at)}`;
          const canRestore = entry.after !== null;
          return (
            <li
              key={entry.id}
              className="flex flex-wrap items-center justify-between gap-2 border-b border-line py-2"
            >
              <span className="text-dim">{what}</span>
              {canRestore && (
                <RestoreButton
                  kind={kind}
                  id={id}
                  version={version}
                  entryId={entry.id}
                  label={what}
                  canEdit={canEdit}
                />
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
