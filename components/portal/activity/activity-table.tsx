import Link from "next/link";
import { describeAction, describeActor, targetPath } from "@/lib/activity/describe";
import type { ActivityRow } from "@/lib/db/activity";
import { LocalTime } from "./local-time";

type ActivityTableProps = { rows: ActivityRow[] };

const CELL = "px-3 py-2 align-top";

/** One page of events, newest first: when, who, what, the target (a link to it), the address. */
export function ActivityTable({ rows }: ActivityTableProps) {
  return (
    <div
      role="region"
      aria-labelledby="activity-caption"
      tabIndex={0}
      className="overflow-x-auto border border-line"
    >
      <table className="w-full text-left text-sm">
        <caption id="activity-caption" className="sr-only">
          Activity, newest first
        </caption>
        <thead className="border-b border-line-strong text-bright">
          <tr>
            {["When", "Who", "What", "Target", "Client address"].map((heading) => (
              <th key={heading} scope="col" className={CELL}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => {
            const href = targetPath(row);
            const label = row.targetLabel ?? row.targetId;
            return (
              <tr key={row.id}>
                <td className={`${CELL} whitespace-nowrap text-dim`}>
                  <LocalTime iso={row.at.toISOString()} />
                </td>
                <td className={`${CELL} break-all text-bright`}>{describeActor(row)}</td>
                <td className={`${CELL} text-bright`}>{describeAction(row)}</td>
                <td className={CELL}>
                  {href && label ? (
                    <Link href={href} className="text-phosphor underline-offset-2 hover:underline">
                      {label}
                    </Link>
                  ) : (
                    <span className="text-dim">{label ?? "—"}</span>
                  )}
                </td>
                <td className={`${CELL} whitespace-nowrap text-dim`}>
                  {row.clientAddress ?? "unknown"}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
