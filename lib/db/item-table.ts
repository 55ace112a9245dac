import { asc, desc, getTableColumns, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { KindDefinition, OrderKey } from "@/lib/editor/kind";
import type { EditableKind } from "@/lib/editor/kinds";
import { contentTables, type ContentRow } from "./schema";

// The one typed boundary of the code that works on any kind, and the only casts of lib/db's
// queries: Drizzle cannot type a query over a union of tables, so such code sees the kind's table
// as the ventures table (every content table has the same item columns; `position` is read only
// for an ordered kind), hands it the kind's fields with `asItemFields`, and gets its rows back as
// the kind's own rows with `asRow` (or, for the site, as its items with `publishedItemOf`).

/** The table every kind's table stands for in code that works on any kind. */
export type ItemTable = (typeof contentTables)["ventures"];

/** A row of `ItemTable`: what such code holds until `asRow` types it. */
export type ItemRow = ItemTable["$inferSelect"];

/** The table of `kind`, seen as `ItemTable`. */
export const itemTable = (kind: EditableKind) => contentTables[kind] as unknown as ItemTable;

/** What an editor sets on an item of `kind`: every column but the item columns. */
export type ContentFields<K extends EditableKind> = Omit<
  (typeof contentTables)[K]["$inferInsert"],
  "id" | "stage" | "version" | "updatedAt" | "updatedBy"
>;

/** The fields of a new item of `kind`, as an insert into `itemTable(kind)` takes them. */
export const asItemFields = <K extends EditableKind>(_kind: K, fields: ContentFields<K>) =>
  fields as unknown as ContentFields<"ventures">;

/** A row read through `itemTable(kind)`, as the row of `kind` it is. */
export const asRow = <K extends EditableKind>(_kind: K, row: ItemRow) =>
  row as unknown as ContentRow<K>;

/** The columns every content table has, which no public page shows. */
const ITEM_COLUMNS = ["id", "stage", "version", "updatedAt", "updatedBy", "position"] as const;

/** An item of `kind` as the site shows it: its fields' values and the extras the code keeps. */
export type PublishedItem<K extends EditableKind> = K extends EditableKind
  ? Omit<ContentRow<K>, (typeof ITEM_COLUMNS)[number]>
  : never;

/** A row of `kind` without its item columns: what a public page shows. */
export function publishedItemOf<K extends EditableKind>(_kind: K, row: ItemRow): PublishedItem<K> {
  const isItemColumn = (name: string) => (ITEM_COLUMNS as readonly string[]).includes(name);
  const item = Object.entries(row).filter(([name]) => !isItemColumn(name));
  return Object.fromEntries(item) as PublishedItem<K>;
}

/**
 * The order the site reads a kind's items in, on its `table`: `position` when the kind is ordered,
 * then the kind's `order`.
 */
export function siteOrder(kind: Pick<KindDefinition, "list" | "order">, table: PgTable): SQL[] {
  const columns: Record<string, AnyPgColumn> = getTableColumns(table);
  const position: OrderKey[] = kind.list?.ordered ? [["position", "asc"]] : [];
  return [...position, ...(kind.order ?? [])].flatMap(([field, direction]) => {
    const column = columns[field];
    if (!column) return [];
    return [direction === "asc" ? asc(column) : desc(column)];
  });
}
