import Link from "next/link";
import { AddressText } from "@/components/ui/address-text";
import { describeAction, describeActor, targetPath } from "@/lib/activity/describe";
import type { ActivityRow } from "@/lib/db/activity";
import { LocalTime } from "./local-time";

type ActivityTableProps = { rows: ActivityRow[] };

// In a card (a narrow column), each field takes the card's width.
const CELL = "col-span-full";

/**
 * One page of events, newest first: when, who, what, the target (a link to it), the address; in
 * a narrow column, one card each (`list-table`, app/portal/portal.css).
 */
export function ActivityTable({ rows }: ActivityTableProps) {
  return (
    <div
      role="region"
      aria-labelledby="activity-caption"
      tabIndex={0}
      className="list-table overflow-x-auto border border-line"
    >
      <table className="w-full text-left text-sm">
        <caption id="activity-caption" className="sr-only">
          Activity, newest first
        </caption>
        <thead className="border-b border-line-strong text-bright">
          <tr>
            {["When", "Who", "What", "Target", "Client address"].map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => {
            const href = targetPath(row);
            const label = row.targetLabel ?? row.targetId;
            const target =
              label && row.targetKind === "account" ? <AddressText text={label} /> : label;
            return (
              <tr key={row.id}>
                <td data-label="When" className={`${CELL} whitespace-nowrap text-dim`}>
                  <LocalTime iso={row.at.toISOString()} />
                </td>
                <td data-label="Who" className={`${CELL} wrap-break-word text-bright`}>
                  <AddressText text={describeActor(row)} />
                </td>
                <td data-label="What" className={`${CELL} text-bright`}>
                  {describeAction(row)}
                </td>
                <td data-label="Target" className={`${CELL} wrap-break-word`}>
                  {href && label ? (
                    <Link href={href} className="text-phosphor underline-offset-2 hover:underline">
                      {target}
                    </Link>
                  ) : (
                    <span className="text-dim">{target ?? "—"}</span>
                  )}
                </td>
                <td data-label="Client address" className={`${CELL} whitespace-nowrap text-dim`}>
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
