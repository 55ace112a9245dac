import { contentKinds, type EditableKind, type ValuesOf } from "@/lib/editor/kinds";
import { contentTables, ventures, type ContentRow } from "./schema";

// The one typed boundary of the code that works on any kind, and the only casts of lib/db's
// queries: Drizzle cannot type a query over a union of tables, so such code sees the kind's table
// as the ventures table (every content table has the same item columns; `position` is read only
// for an ordered kind), hands it the kind's fields with `asItemFields`, and gets its rows back as
// the kind's own rows with `asRow`.

/** The table every kind's table stands for in code that works on any kind. */
export type ItemTable = typeof ventures;

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

/** The registry's fields of a row of `kind`: what a form edits and a public page shows. */
export function valuesOf<K extends EditableKind>(kind: K, row: ContentRow<K>): ValuesOf<K> {
  const fields: readonly { name: string }[] = contentKinds[kind].fields;
  const values = Object.fromEntries(
    fields.map(({ name }) => [name, (row as Record<string, unknown>)[name]]),
  );
  return values as ValuesOf<K>;
}
