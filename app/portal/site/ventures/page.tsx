import type { Metadata } from "next";
import { NewItemLink } from "@/components/portal/editor/new-item-link";
import { SortableList } from "@/components/portal/editor/sortable-list";
import { ToolPage } from "@/components/portal/editor/tool-page";
import { UnavailableNotice } from "@/components/portal/editor/unavailable-notice";
import { requireUser } from "@/lib/auth/current-user";
import type { ContentRow } from "@/lib/db/schema";
import { loadListings } from "@/lib/db/load";

export const metadata: Metadata = { title: "Ventures Manager" };

const PATH = "/portal/site/ventures";

export default async function VenturesManagerPage() {
  await requireUser(PATH);
  const loaded = await loadListings("ventures");
  return (
    <ToolPage title="Ventures Manager">
      {loaded.ok ? (
        <div className="space-y-4">
          <NewItemLink href={`${PATH}/new`}>New venture</NewItemLink>
          <SortableList
            kind="ventures"
            label="Ventures, in their order on the home page"
            basePath={PATH}
            items={loaded.value.map(({ draft, publishedVersion }) => {
              const venture = draft as ContentRow<"ventures">;
              return {
                id: venture.id,
                title: venture.title,
                detail: `/ventures/${venture.slug}`,
                isPublished: publishedVersion !== null,
              };
            })}
          />
        </div>
      ) : (
        <UnavailableNotice />
      )}
    </ToolPage>
  );
}
