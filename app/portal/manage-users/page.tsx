import type { Metadata } from "next";
import Link from "next/link";
import { AccountFilters } from "@/components/portal/accounts/account-filters";
import { AccountsTable } from "@/components/portal/accounts/accounts-table";
import { ToolPage } from "@/components/portal/tool-page";
import { Notice } from "@/components/ui/notice";
import { requireTool } from "@/lib/portal/require-tool";
import { portalTools } from "@/lib/portal/tools";
import { firstParam, type SearchParams } from "@/lib/search-params";
import { listStaffAccounts } from "@/lib/staff/accounts";
import { accountFilters, filterAccounts, type StaffAccount } from "@/lib/staff/staff-account";
import { AccountActions } from "./account-actions";

const { manageUsers: tool } = portalTools;

export const metadata: Metadata = { title: tool.title };

/** Every staff account, searchable by e-mail and filterable by role and status: admins only. */
export default async function ManageUsersPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireTool(tool);
  const params = await searchParams;
  const filters = accountFilters({
    q: firstParam(params.q),
    role: firstParam(params.role),
    status: firstParam(params.status),
  });
  let accounts: StaffAccount[];
  try {
    accounts = await listStaffAccounts();
  } catch (error) {
    console.error("The staff accounts could not be listed", error);
    return (
      <ToolPage tool={tool}>
        <Notice role="alert" tone="warn" className="px-4 py-3 text-sm">
          The account list is unavailable: the auth service is not answering. Try again in a moment.
        </Notice>
      </ToolPage>
    );
  }
  const shown = filterAccounts(accounts, filters);
  return (
    <ToolPage tool={tool}>
      <div className="space-y-4">
        <AccountFilters path={tool.path} filters={filters} />
        <p className="text-sm text-muted">
          {shown.length === accounts.length
            ? `${accounts.length} staff accounts.`
            : `${shown.length} of ${accounts.length} staff accounts match.`}
        </p>
        {shown.length > 0 ? (
          <AccountsTable
            accounts={shown}
            currentUserId={user.id}
            rowActions={(account) => <AccountActions account={account} />}
          />
        ) : (
          <p className="border border-line p-4 text-sm">
            No staff account matches.{" "}
            <Link href={tool.path} className="text-phosphor underline">
              Show every account
            </Link>
            .
          </p>
        )}
      </div>
    </ToolPage>
  );
}
