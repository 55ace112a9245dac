import type { Metadata } from "next";
import Link from "next/link";
import { SortableList } from "@/components/portal/editor/sortable-list";
import { ToolPage } from "@/components/portal/editor/tool-page";
import { UnavailableNotice } from "@/components/portal/editor/unavailable-notice";
import { requireUser } from "@/lib/auth/current-user";
import type { ContentRow } from "@/lib/db/editing";
import { loadListings } from "@/lib/editor/load";
import { moveVenture } from "./actions";

export const metadata: Metadata = { title: "Ventures Manager" };

export default async function VenturesManagerPage() {
  await requireUser("/portal/site/ventures");
  const loaded = await loadListings("ventures");
  return (
    <ToolPage title="Ventures Manager">
      {loaded.ok ? (
        <div className="space-y-4">
          <Link
            href="/portal/site/ventures/new"
            className="inline-block border border-line-strong px-4 py-2 text-sm text-phosphor hover:bg-surface-raised"
          >
            New venture
          </Link>
          <SortableList
            label="Ventures, in their order on the home page"
            basePath="/portal/site/ventures"
            move={moveVenture}
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
