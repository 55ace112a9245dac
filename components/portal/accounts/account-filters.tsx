import Link from "next/link";
import { Button, buttonClasses } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/input";
import { ROLES } from "@/lib/auth/roles";
import { ACCOUNT_STATUSES, type AccountFilters as Filters } from "@/lib/staff/staff-account";

type AccountFiltersProps = { path: string; filters: Filters };

const fieldClasses = inputClasses("min-h-11 px-3");

/** Search by e-mail and filter by role and status: a GET form, so the URL says what is shown. */
export function AccountFilters({ path, filters }: AccountFiltersProps) {
  return (
    <form
      method="get"
      action={path}
      role="search"
      aria-label="Staff accounts"
      className="flex flex-wrap items-end gap-3"
    >
      <div className="min-w-48 flex-1">
        <label htmlFor="account-search" className="block text-xs text-muted">
          E-mail contains
        </label>
        <input
          id="account-search"
          type="search"
          name="q"
          defaultValue={filters.q}
          autoComplete="off"
          className={fieldClasses}
        />
      </div>
      <div>
        <label htmlFor="account-role" className="block text-xs text-muted">
          Role
        </label>
        <select id="account-role" name="role" defaultValue={filters.role} className={fieldClasses}>
          <option value="">Any role</option>
          {ROLES.map((role) => (
            <option key={role} value={role} className="capitalize">
              {role}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="account-status" className="block text-xs text-muted">
          Status
        </label>
        <select
          id="account-status"
          name="status"
          defaultValue={filters.status}
          className={fieldClasses}
        >
          <option value="">Any status</option>
          {ACCOUNT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" size="md">
        Show
      </Button>
      <Link href={path} className={buttonClasses({ size: "md" })}>
        Clear
      </Link>
    </form>
  );
}
