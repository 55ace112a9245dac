import type { StaffAccount } from "@/lib/staff/staff-account";

type AccountsTableProps = {
  accounts: StaffAccount[];
  /** The signed-in admin: their row says "you". */
  currentUserId: string;
  /** The forms of an account, in its last cell: the page gives them, beside their action. */
  rowActions: (account: StaffAccount) => React.ReactNode;
};

const statusNames = { active: "Active", invited: "Invited", deactivated: "Deactivated" } as const;

/** An ISO time as `2026-11-25 06:00 UTC`, the same on the server and in every browser. */
function utcMinute(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** The staff accounts, one row each, with each account's forms in its last cell. */
export function AccountsTable({ accounts, currentUserId, rowActions }: AccountsTableProps) {
  return (
    <div className="overflow-x-auto border border-line">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Staff accounts</caption>
        <thead className="border-b border-line text-xs text-muted">
          <tr>
            {["E-mail", "Role", "Status", "Last sign-in", "Two-step sign-in", "Actions"].map(
              (heading) => (
                <th key={heading} scope="col" className="px-3 py-2 font-normal">
                  {heading}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {accounts.map((account) => (
            <tr key={account.id} className="align-top">
              <th scope="row" className="px-3 py-2 font-normal break-all text-phosphor">
                {account.email}
                {account.id === currentUserId && <span className="text-muted"> (you)</span>}
              </th>
              <td className="px-3 py-2 capitalize">{account.role}</td>
              <td className="px-3 py-2">{statusNames[account.status]}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {account.lastSignInAt ? (
                  <time dateTime={account.lastSignInAt}>{utcMinute(account.lastSignInAt)}</time>
                ) : (
                  "never"
                )}
              </td>
              <td className="px-3 py-2">{account.hasTwoStep ? "on" : "off"}</td>
              <td className="px-3 py-2">{rowActions(account)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
