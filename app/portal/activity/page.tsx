import type { Metadata } from "next";
import Link from "next/link";
import { ActivityFilters } from "@/components/portal/activity/activity-filters";
import { ActivityPager } from "@/components/portal/activity/activity-pager";
import { ActivityTable } from "@/components/portal/activity/activity-table";
import { buttonClasses } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { parseActivityQuery, activitySearch } from "@/lib/activity/query";
import { ACTIVITY_EXPORT_MAX_ROWS, loadActivityPage } from "@/lib/db/activity";
import { requireTool } from "@/lib/portal/require-tool";
import { portalTools } from "@/lib/portal/tools";
import type { SearchParams } from "@/lib/search-params";
import { ToolPage } from "@/components/portal/tool-page";

const { activity: tool } = portalTools;

export const metadata: Metadata = { title: tool.title };

/** The activity log for admins: filters in the URL, a page of events, links to more, the CSV. */
export default async function ActivityPage({ searchParams }: { searchParams: SearchParams }) {
  await requireTool(tool);
  const query = parseActivityQuery(await searchParams);
  const loaded = query.filters ? await loadActivityPage(query.filters, query.cursor) : null;
  return (
    <ToolPage
      tool={tool}
      intro="What staff did: account changes, content changes and sign-ins, newest first."
    >
      <div className="space-y-6">
        <ActivityFilters query={query} path={tool.path} />
        {!query.filters && (
          <Notice role="alert" tone="error" className="px-4 py-3 text-sm">
            {query.errors.page ?? "Some filters could not be read; see the reasons beside them."} No
            events are shown until they are fixed.
          </Notice>
        )}
        {loaded && !loaded.ok && (
          <Notice role="alert" tone="warn" className="px-4 py-3 text-sm">
            The activity log is unavailable: the database is not answering. Try again later.
          </Notice>
        )}
        {loaded?.ok && (
          <section aria-label="Events" className="space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-dim" role="status">
                {loaded.value.rows.length === 0
                  ? "No events match these filters."
                  : `Showing ${loaded.value.rows.length} events.`}
              </p>
              {/* A file to save, not a page: a plain link, never the client router. */}
              <a
                href={`${tool.path}/export${activitySearch(query.input)}`}
                download
                className={buttonClasses({ size: "sm" })}
              >
                Download CSV (newest {ACTIVITY_EXPORT_MAX_ROWS.toLocaleString("en-US")} at most)
              </a>
            </div>
            {loaded.value.rows.length > 0 && <ActivityTable rows={loaded.value.rows} />}
            {loaded.value.rows.length === 0 && query.cursor && (
              <Link
                href={`${tool.path}${activitySearch(query.input)}`}
                className="text-phosphor underline"
              >
                Back to the newest events
              </Link>
            )}
            <ActivityPager page={loaded.value} input={query.input} path={tool.path} />
          </section>
        )}
      </div>
    </ToolPage>
  );
}
