import type { Metadata } from "next";
import { ItemList } from "@/components/portal/editor/item-list";
import type { ContentRow } from "@/lib/db/editing";
import { contentKinds } from "@/lib/editor/kinds";
import { ListToolPage } from "../list-tool-page";

const { announcements } = contentKinds;

export const metadata: Metadata = { title: announcements.tool.title };

export default function AnnouncementManagerPage() {
  return (
    <ListToolPage kind="announcements">
      {(listings) => (
        <ItemList
          label="Announcements"
          basePath={announcements.list.path}
          items={listings
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
      )}
    </ListToolPage>
  );
}
