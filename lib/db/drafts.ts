import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import { contentKinds, type EditableKind } from "@/lib/editor/kinds";
import type { Database } from "./client";
import { asRow, itemTable } from "./item-table";
import { userEmails, contentHistory, type ContentRow } from "./schema";
import { inTransaction } from "./transaction";

/** A draft as an editor lists it: with whether and at which version it is published. */
export type DraftListing<K extends EditableKind> = {
  draft: ContentRow<K>;
  publishedVersion: number | null;
  updatedByEmail: string | null;
};

/** Every draft of `kind`, in list order where the kind has one. */
export function readDrafts<K extends EditableKind>(
  db: Database,
  kind: K,
): Promise<DraftListing<K>[]> {
  const table = itemTable(kind);
  const order = contentKinds[kind].list?.ordered ? [asc(table.position)] : [];
  return inTransaction(
    db,
    async (tx) => {
      const published = tx
        .select({ id: table.id, version: table.version })
        .from(table)
        .where(eq(table.stage, "published"))
        .as("published");
      const rows = await tx
        .select({ draft: table, publishedVersion: published.version, email: userEmails.email })
        .from(table)
        .leftJoin(published, eq(published.id, table.id))
        .leftJoin(userEmails, eq(userEmails.id, table.updatedBy))
        .where(eq(table.stage, "draft"))
        .orderBy(...order, asc(table.updatedAt));
      return rows.map((row) => ({
        draft: asRow(kind, row.draft),
        publishedVersion: row.publishedVersion,
        updatedByEmail: row.email,
      }));
    },
    { readOnly: true },
  );
}

/** An item's draft and published rows (the published one null when it is not on the site). */
export async function readItem<K extends EditableKind>(
  db: Database,
  kind: K,
  id: string,
): Promise<{ draft: ContentRow<K> | null; published: ContentRow<K> | null }> {
  const table = itemTable(kind);
  const rows = await inTransaction(db, (tx) => tx.select().from(table).where(eq(table.id, id)), {
    readOnly: true,
  });
  const at = (stage: string) => rows.find((row) => row.stage === stage);
  const [draft, published] = [at("draft"), at("published")];
  return {
    draft: draft ? asRow(kind, draft) : null,
    published: published ? asRow(kind, published) : null,
  };
}

/** One recorded change: who (user id and e-mail), when, and the item before and after. */
export type HistoryEntry = {
  id: number;
  action: string;
  actor: string | null;
  actorEmail: string | null;
  at: Date;
  before: unknown;
  after: unknown;
};

/** The changes of item `id`, newest first. */
export function readHistory(db: Database, kind: EditableKind, id: string): Promise<HistoryEntry[]> {
  return inTransaction(
    db,
    (tx) =>
      tx
        .select({
          id: contentHistory.id,
          action: contentHistory.action,
          actor: contentHistory.actor,
          actorEmail: userEmails.email,
          at: contentHistory.at,
          before: contentHistory.before,
          after: contentHistory.after,
        })
        .from(contentHistory)
        .leftJoin(userEmails, eq(userEmails.id, contentHistory.actor))
        .where(and(eq(contentHistory.kind, kind), eq(contentHistory.itemId, id)))
        .orderBy(desc(contentHistory.at), desc(contentHistory.id)),
    { readOnly: true },
  );
}

/** The item's state as it was after (or, for a deletion, before) history entry `entryId`. */
export async function readSnapshot(
  db: Database,
  kind: EditableKind,
  id: string,
  entryId: number,
): Promise<Record<string, unknown> | null> {
  const [entry] = await inTransaction(
    db,
    (tx) =>
      tx
        .select({ before: contentHistory.before, after: contentHistory.after })
        .from(contentHistory)
        .where(
          and(
            eq(contentHistory.id, entryId),
            eq(contentHistory.kind, kind),
            eq(contentHistory.itemId, id),
          ),
        ),
    { readOnly: true },
  );
  return ((entry?.after ?? entry?.before) as Record<string, unknown> | undefined) ?? null;
}

/** Everything an editor page shows: the listing (draft, published version, editor) and history. */
export type EditorView<K extends EditableKind = EditableKind> = {
  listing: DraftListing<K>;
  history: HistoryEntry[];
};

/** The editor view of item `id`, or null when there is no such item. */
export async function readEditorView<K extends EditableKind>(
  db: Database,
  kind: K,
  id: string,
): Promise<EditorView<K> | null> {
  const listing = (await readDrafts(db, kind)).find((row) => row.draft.id === id);
  if (!listing) return null;
  return { listing, history: await readHistory(db, kind, id) };
}
