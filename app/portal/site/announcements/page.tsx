import type { Metadata } from "next";
import { ItemList } from "@/components/portal/editor/item-list";
import { NewItemLink } from "@/components/portal/editor/new-item-link";
import { ToolPage } from "@/components/portal/editor/tool-page";
import { UnavailableNotice } from "@/components/portal/editor/unavailable-notice";
import { requireUser } from "@/lib/auth/current-user";
import { loadListings } from "@/lib/db/load";
import type { ContentRow } from "@/lib/db/schema";

export const metadata: Metadata = { title: "Announcement Manager" };

const PATH = "/portal/site/announcements";

export default async function AnnouncementManagerPage() {
  await requireUser(PATH);
  const loaded = await loadListings("announcements");
  return (
    <ToolPage title="Announcement Manager">
      {loaded.ok ? (
        <div className="space-y-4">
          <NewItemLink href={`${PATH}/new`}>New announcement</NewItemLink>
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
