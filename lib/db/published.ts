import "server-only";
import { eq } from "drizzle-orm";
import { contentKinds, type EditableKind } from "@/lib/editor/kinds";
import type { Database } from "./client";
import { itemTable, publishedItemOf, siteOrder, type PublishedItem } from "./item-table";
import type { Stage } from "./schema";
import { inTransaction } from "./transaction";

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
        .orderBy(...siteOrder(contentKinds[kind], table)),
    { readOnly: true },
  );
  return rows.map((row) => publishedItemOf(kind, row));
}
