import "server-only";
import { and, eq, max } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { readDrafts, readHistory, type DraftListing, type HistoryEntry } from "@/lib/db/editing";
import { contentHistory, contentTables, jobs, ventures } from "@/lib/db/schema";
import type { EditableKind } from "./kinds";

type Row = Record<string, unknown> & { id: string; version: number };

/** An item's draft and published rows (the published one null when it is not on the site). */
export async function readItem(
  db: Database,
  kind: EditableKind,
  id: string,
): Promise<{ draft: Row | null; published: Row | null }> {
  const table = contentTables[kind] as unknown as typeof ventures;
  const rows = (await db.select().from(table).where(eq(table.id, id))) as unknown as (Row & {
    stage: string;
  })[];
  return {
    draft: rows.find((row) => row.stage === "draft") ?? null,
    published: rows.find((row) => row.stage === "published") ?? null,
  };
}

/** The next free list position of `kind` (ventures and jobs keep an order). */
export async function nextPosition(db: Database, kind: "ventures" | "jobs"): Promise<number> {
  const table = kind === "ventures" ? ventures : jobs;
  const [row] = await db.select({ last: max(table.position) }).from(table);
  return (row?.last ?? -1) + 1;
}

/** The item's state as it was after (or, for a deletion, before) history entry `entryId`. */
export async function readSnapshot(
  db: Database,
  kind: EditableKind,
  id: string,
  entryId: number,
): Promise<Record<string, unknown> | null> {
  const [entry] = await db
    .select({ before: contentHistory.before, after: contentHistory.after })
    .from(contentHistory)
    .where(
      and(
        eq(contentHistory.id, entryId),
        eq(contentHistory.kind, kind),
        eq(contentHistory.itemId, id),
      ),
    );
  return ((entry?.after ?? entry?.before) as Record<string, unknown> | undefined) ?? null;
}

/** Everything an editor page shows: the listing (draft, published version, editor) and history. */
export type EditorView = { listing: DraftListing<EditableKind>; history: HistoryEntry[] };

/** The editor view of item `id`, or null when there is no such item. */
export async function readEditorView(
  db: Database,
  kind: EditableKind,
  id: string,
): Promise<EditorView | null> {
  const listing = (await readDrafts(db, kind)).find((row) => row.draft.id === id);
  if (!listing) return null;
  return { listing, history: await readHistory(db, kind, id) };
}
