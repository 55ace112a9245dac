import { ItemList } from "@/components/portal/editor/item-list";
import { NewItemLink } from "@/components/portal/editor/new-item-link";
import { ToolPage } from "@/components/portal/tool-page";
import { UnavailableNotice } from "@/components/portal/editor/unavailable-notice";
import { requireTool } from "@/lib/portal/require-tool";
import { hasRole } from "@/lib/auth/roles";
import { contentKinds, isOrderedKind, type ListKind } from "@/lib/editor/kinds";
import { loadListings } from "@/lib/db/load";
import type { ContentRow } from "@/lib/db/schema";
import { newItemPath } from "@/lib/editor/paths";
import { SortableList } from "./sortable-list";

type ListToolOptions<K extends ListKind> = {
  /** Names the list for screen readers. */
  label: string;
  /** What a row shows after the item's title. */
  detail: (item: ContentRow<K>) => string;
  /** The order to show the items in, for a kind that keeps none. */
  compare?: (a: ContentRow<K>, b: ContentRow<K>) => number;
};

/**
 * The page of a tool that is one kind's list, at its tool path: a route's default export. Its New
 * link, then the items (in an order staff can change, for an ordered kind), or word of an outage.
 */
export function listToolPage<K extends ListKind>(
  kind: K,
  { label, detail, compare }: ListToolOptions<K>,
) {
  const definition = contentKinds[kind];
  return async function ListToolPage() {
    const { role } = await requireTool(definition.tool);
    const canEdit = hasRole(role, "editor");
    const loaded = await loadListings(kind);
    if (!loaded.ok) {
      return (
        <ToolPage tool={definition.tool}>
          <UnavailableNotice />
        </ToolPage>
      );
    }
    const rows = loaded.value.map(({ draft, publishedVersion }) => ({
      row: draft,
      isPublished: publishedVersion !== null,
    }));
    if (compare) rows.sort((a, b) => compare(a.row, b.row));
    const items = rows.map(({ row, isPublished }) => ({
      id: row.id,
      title: row.title,
      detail: detail(row),
      isPublished,
    }));
    const list = { label, basePath: definition.list.path, items };
    return (
      <ToolPage tool={definition.tool}>
        <div className="space-y-4">
          {canEdit && (
            <NewItemLink href={newItemPath(definition)}>New {definition.noun}</NewItemLink>
          )}
          {isOrderedKind(kind) ? (
            <SortableList kind={kind} {...list} canEdit={canEdit} />
          ) : (
            <ItemList {...list} />
          )}
        </div>
      </ToolPage>
    );
  };
}
