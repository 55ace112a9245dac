import Link from "next/link";
import { Button, buttonClasses } from "@/components/ui/button";
import { Input, inputClasses } from "@/components/ui/input";
import { CONTACT_STATUSES, inboxSearch, type InboxQuery } from "@/lib/contact/inbox";

type InboxFiltersProps = { query: InboxQuery; path: string };

const PADDING = "px-3 py-2";

/** The inbox's search and status filter: a GET form, so a filtered inbox is a link. */
export function InboxFilters({ query, path }: InboxFiltersProps) {
  return (
    <form method="get" action={path} role="search" className="flex flex-wrap items-end gap-3">
      <div className="min-w-56 flex-1 space-y-1.5">
        <label htmlFor="inbox-q" className="block text-sm text-bright">
          Search sender and text
        </label>
        <Input
          id="inbox-q"
          name="q"
          type="search"
          maxLength={200}
          defaultValue={query.query ?? ""}
          className={PADDING}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor="inbox-status" className="block text-sm text-bright">
          Status
        </label>
        <select
          id="inbox-status"
          name="status"
          defaultValue={query.status ?? ""}
          className={inputClasses(`${PADDING} min-h-11`)}
        >
          <option value="">Any</option>
          {CONTACT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" size="md">
        Search
      </Button>
      <Link
        href={`${path}/export${inboxSearch({ query: query.query, status: query.status })}`}
        className={buttonClasses({ size: "md" })}
        prefetch={false}
      >
        Export CSV
      </Link>
    </form>
  );
}
