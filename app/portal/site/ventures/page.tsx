import type { Metadata } from "next";
import type { ContentRow } from "@/lib/db/editing";
import { contentKinds } from "@/lib/editor/kinds";
import { ListToolPage } from "../list-tool-page";
import { SortableList } from "../sortable-list";

const { ventures } = contentKinds;

export const metadata: Metadata = { title: ventures.tool.title };

export default function VenturesManagerPage() {
  return (
    <ListToolPage kind="ventures">
      {(listings) => (
        <SortableList
          kind="ventures"
          label="Ventures, in their order on the home page"
          basePath={ventures.list.path}
          items={listings.map(({ draft, publishedVersion }) => {
            const venture = draft as ContentRow<"ventures">;
            return {
              id: venture.id,
              title: venture.title,
              detail: ventures.publicPath(venture),
              isPublished: publishedVersion !== null,
            };
          })}
        />
      )}
    </ListToolPage>
  );
}
