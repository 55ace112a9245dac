import type { Metadata } from "next";
import Link from "next/link";
import { ItemList } from "@/components/portal/editor/item-list";
import { ToolPage } from "@/components/portal/editor/tool-page";
import { UnavailableNotice } from "@/components/portal/editor/unavailable-notice";
import { requireUser } from "@/lib/auth/current-user";
import { loadListings } from "@/lib/editor/load";
import type { ContentRow } from "@/lib/db/editing";

export const metadata: Metadata = { title: "Announcement Manager" };

const PATH = "/portal/site/announcements";

export default async function AnnouncementManagerPage() {
  await requireUser(PATH);
  const loaded = await loadListings("announcements");
  return (
    <ToolPage title="Announcement Manager">
      {loaded.ok ? (
        <div className="space-y-4">
          <Link
            href={`${PATH}/new`}
            className="inline-block border border-line-strong px-4 py-2 text-sm text-phosphor hover:bg-surface-raised"
          >
            New announcement
          </Link>
          <ItemList
            label="Announcements"
            basePath={PATH}
            items={loaded.value
              .map(({ draft, publishedVersion }) => ({
                row: draft as ContentRow<"announcements">,
                publishedVersion,
              }))
              .sort((a, b) => b.row.date.localeCompare(a.row.date))
              .map(({ row, publishedVersion }) => ({
                id: row.id,
                title: row.title,
                detail: row.date,
                isPublished: publishedVersion !== null,
              }))}
          />
        </div>
      ) : (
        <UnavailableNotice />
      )}
    </ToolPage>
  );
}
