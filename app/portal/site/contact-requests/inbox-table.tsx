import Link from "next/link";
import type { ContactMessageRow } from "@/lib/db/contact-messages";
import { formatChangeTime } from "@/lib/editor/state";
import { StatusButtons } from "./status-buttons";

type InboxTableProps = {
  rows: ContactMessageRow[];
  path: string;
  /** False for a viewer: no buttons. */
  canHandle: boolean;
};

const CELL = "col-span-full";

/**
 * The inbox's messages, newest first, each linking to its page; an editor archives one in one click
 * (and takes it back out as read).
 */
export function InboxTable({ rows, path, canHandle }: InboxTableProps) {
  if (rows.length === 0) {
    return <p className="border border-line p-4 text-dim">No messages match.</p>;
  }
  return (
    <div
      role="region"
      aria-labelledby="inbox-caption"
      tabIndex={0}
      className="list-table overflow-x-auto border border-line"
    >
      <table className="w-full text-left text-sm">
        <caption id="inbox-caption" className="sr-only">
          Messages, newest first
        </caption>
        <thead className="border-b border-line-strong text-bright">
          <tr>
            {["Received", "From", "Subject", "Status", ...(canHandle ? ["Handle"] : [])].map(
              (heading) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.id} className={row.status === "new" ? "text-bright" : "text-dim"}>
              <td data-label="Received" className={`${CELL} whitespace-nowrap`}>
                {formatChangeTime(row.receivedAt)}
              </td>
              <td data-label="From" className={`${CELL} wrap-anywhere`}>
                {row.name}
                <span className="block text-muted">{row.email}</span>
              </td>
              <td data-label="Subject" className={`${CELL} wrap-anywhere`}>
                <Link
                  href={`${path}/${row.id}`}
                  className="text-phosphor underline-offset-2 hover:underline"
                >
                  {row.subject}
                </Link>
              </td>
              <td data-label="Status" className={CELL}>
                {row.status}
                {row.notification === "failed" && (
                  <span className="block text-warn">notification failed</span>
                )}
              </td>
              {canHandle && (
                <td data-label="Handle" className={CELL}>
                  {/* Kept in place when the row changes, so its answer stays in view. */}
                  <StatusButtons
                    id={row.id}
                    statuses={[row.status === "archived" ? "read" : "archived"]}
                    subject={row.subject}
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
