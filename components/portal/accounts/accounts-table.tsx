import { AddressText } from "@/components/ui/address-text";
import type { StaffAccount } from "@/lib/staff/staff-account";

type AccountsTableProps = {
  accounts: StaffAccount[];
  /** The signed-in admin: their row says "you". */
  currentUserId: string;
  /** The forms of an account, in its last cell: the page gives them, beside their action. */
  rowActions: (account: StaffAccount) => React.ReactNode;
};

const statusNames = { active: "Active", invited: "Invited", deactivated: "Deactivated" } as const;

/**
 * An ISO time as `2026-11-25 06:00 UTC`, the same on the server and in every browser; in a
 * narrow column it wraps between the day and the time, never inside either.
 */
function UtcMinute({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const [day, minute] = date.toISOString().slice(0, 16).split("T");
  return (
    <time dateTime={iso}>
      <span className="whitespace-nowrap">{day}</span>{" "}
      <span className="whitespace-nowrap">{minute} UTC</span>
    </time>
  );
}

/**
 * The staff accounts, one row each, with each account's forms in its last cell; in a narrow
 * column, one card each (`list-table`, app/portal/portal.css).
 */
export function AccountsTable({ accounts, currentUserId, rowActions }: AccountsTableProps) {
  return (
    <div className="list-table overflow-x-auto border border-line">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Staff accounts</caption>
        <thead className="border-b border-line text-xs text-muted">
          <tr>
            {["E-mail", "Role", "Status", "Last sign-in", "Two-step sign-in", "Actions"].map(
              (heading) => (
                <th key={heading} scope="col" className="font-normal">
                  {heading}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {accounts.map((account) => (
            <tr key={account.id}>
              <th scope="row" className="col-span-full font-normal wrap-break-word text-phosphor">
                <AddressText text={account.email} />
                {account.id === currentUserId && <span className="text-muted"> (you)</span>}
              </th>
              <td data-label="Role" className="capitalize">
                {account.role}
              </td>
              <td data-label="Status">{statusNames[account.status]}</td>
              <td data-label="Last sign-in">
                {account.lastSignInAt ? <UtcMinute iso={account.lastSignInAt} /> : "never"}
              </td>
              <td data-label="Two-step sign-in">{account.hasTwoStep ? "on" : "off"}</td>
              <td className="col-span-full">{rowActions(account)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
