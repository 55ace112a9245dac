import "server-only";
import { asc, desc, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { OrderKey } from "@/lib/editor/kind";
import { contentKinds, type EditableKind } from "@/lib/editor/kinds";
import type { Database } from "./client";
import { itemTable, publishedItemOf, type PublishedItem } from "./item-table";
import type { Stage } from "./schema";
import { inTransaction } from "./transaction";

/** The order the site reads `kind` in: `position` for an ordered kind, then the kind's `order`. */
function siteOrder(kind: EditableKind): SQL[] {
  const columns: Record<string, AnyPgColumn> = getTableColumns(itemTable(kind));
  const { list, order = [] } = contentKinds[kind];
  const keys: readonly OrderKey[] = [
    ...(list?.ordered ? [["position", "asc"] as const] : []),
    ...order,
  ];
  return keys.flatMap(([field, direction]) => {
    const column = columns[field];
    if (!column) return [];
    return [direction === "asc" ? asc(column) : desc(column)];
  });
}

/**
 * The items of `kind` at `stage` ("published" for the site, "draft" for a staff preview), in the
 * site's order: a kind of one row gives one item, or none before its first publish.
 */
export async function readPublished<K extends EditableKind>(
  db: Database,
  kind: K,
  stage: Stage = "published",
): Promise<PublishedItem<K>[]> {
  const table = itemTable(kind);
  const rows = await inTransaction(
    db,
    (tx) =>
      tx
        .select()
        .from(table)
        .where(eq(table.stage, stage))
        .orderBy(...siteOrder(kind)),
    { readOnly: true },
  );
  return rows.map((row) => publishedItemOf(kind, row));
}
