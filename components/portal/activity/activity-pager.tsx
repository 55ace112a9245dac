import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { activitySearch, type ActivityQueryInput } from "@/lib/activity/query";
import type { ActivityPage } from "@/lib/db/activity";

type ActivityPagerProps = { page: ActivityPage; input: ActivityQueryInput; path: string };

/** Links to the newer and older pages of the same filters: plain links, no JavaScript needed. */
export function ActivityPager({
  page: { rows, hasNewer, hasOlder },
  input,
  path,
}: ActivityPagerProps) {
  const first = rows[0];
  const last = rows.at(-1);
  if (!(hasNewer || hasOlder) || !first || !last) return null;
  const link = buttonClasses({ size: "md" });
  return (
    <nav aria-label="Pages of activity" className="flex flex-wrap gap-3">
      {hasNewer && (
        <>
          <Link href={`${path}${activitySearch(input)}`} className={link}>
            Newest
          </Link>
          <Link href={`${path}${activitySearch(input, { after: first.id })}`} className={link}>
            <span aria-hidden="true">←</span> Newer events
          </Link>
        </>
      )}
      {hasOlder && (
        <Link href={`${path}${activitySearch(input, { before: last.id })}`} className={link}>
          Older events <span aria-hidden="true">→</span>
        </Link>
      )}
    </nav>
  );
}
