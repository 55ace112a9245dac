import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { inboxSearch, type InboxQuery } from "@/lib/contact/inbox";

type InboxPagerProps = { query: InboxQuery; total: number; pageSize: number; path: string };

/** Links to the newer and older pages of the same filters: plain links, no JavaScript needed. */
export function InboxPager({ query, total, pageSize, path }: InboxPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  const link = buttonClasses({ size: "md" });
  const to = (page: number) => `${path}${inboxSearch({ ...query, page })}`;
  return (
    <nav aria-label="Pages of messages" className="flex flex-wrap items-center gap-3">
      {query.page > 1 && (
        <Link href={to(query.page - 1)} className={link}>
          <span aria-hidden="true">←</span> Newer messages
        </Link>
      )}
      <span className="text-sm text-muted">
        Page {Math.min(query.page, pages)} of {pages}
      </span>
      {query.page < pages && (
        <Link href={to(query.page + 1)} className={link}>
          Older messages <span aria-hidden="true">→</span>
        </Link>
      )}
    </nav>
  );
}
