import { NewItemLink } from "@/components/portal/editor/new-item-link";
import { ToolPage } from "@/components/portal/editor/tool-page";
import { UnavailableNotice } from "@/components/portal/editor/unavailable-notice";
import { requireUser } from "@/lib/auth/current-user";
import type { DraftListing } from "@/lib/db/editing";
import { contentKinds, type EditableKind, type ListKind } from "@/lib/editor/kinds";
import { loadListings } from "@/lib/editor/load";
import { newItemPath } from "@/lib/editor/paths";

type ListToolPageProps = {
  kind: ListKind;
  /** The kind's items as the page lists them. */
  children: (listings: DraftListing<EditableKind>[]) => React.ReactNode;
};

/** A tool whose page is one kind's list: its New link and items, or word of an outage. */
export async function ListToolPage({ kind, children }: ListToolPageProps) {
  const definition = contentKinds[kind];
  await requireUser(definition.tool.path);
  const loaded = await loadListings(kind);
  return (
    <ToolPage title={definition.tool.title}>
      {loaded.ok ? (
        <div className="space-y-4">
          <NewItemLink href={newItemPath(definition)}>New {definition.noun}</NewItemLink>
          {children(loaded.value)}
        </div>
      ) : (
        <UnavailableNotice />
      )}
    </ToolPage>
  );
}
