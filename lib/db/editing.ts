import "server-only";
import { and, eq } from "drizzle-orm";
import type { EditableKind } from "@/lib/editor/kinds";
import type { Database } from "./client";
import { asItemFields, asRow, itemTable, type ContentFields, type ItemRow } from "./item-table";
import { authUsers, contentHistory, type ContentRow } from "./schema";
import { inTransaction, type Transaction } from "./transaction";

/** Who changed an item last, and when: what a refused save tells the editor. */
export type LastChange = {
  version: number;
  updatedAt: Date;
  updatedBy: string | null;
  updatedByEmail: string | null;
};

/** The outcome of a change that names the version it started from. */
export type ChangeResult<T> =
  | { ok: true; value: T }
  | { ok: false; reason: "conflict"; current: LastChange }
  | { ok: false; reason: "not-found" };

async function record(
  tx: Transaction,
  entry: { kind: EditableKind; itemId: string; action: string; actor: string },
  before: ItemRow | null,
  after: ItemRow | null,
) {
  await tx.insert(contentHistory).values({ ...entry, before, after });
}

async function lastChange(
  tx: Transaction,
  kind: EditableKind,
  id: string,
): Promise<LastChange | null> {
  const table = itemTable(kind);
  const [row] = await tx
    .select({
      version: table.version,
      updatedAt: table.updatedAt,
      updatedBy: table.updatedBy,
      updatedByEmail: authUsers.email,
    })
    .from(table)
    .leftJoin(authUsers, eq(authUsers.id, table.updatedBy))
    .where(and(eq(table.id, id), eq(table.stage, "draft")));
  return row ?? null;
}

/**
 * Locks the draft of item `id` and runs `work` on it when its version is still
 * `expectedVersion`; otherwise reports the newer change (or that the item is gone).
 */
async function changeDraft<T>(
  db: Database,
  kind: EditableKind,
  id: string,
  expectedVersion: number,
  work: (tx: Transaction, draft: ItemRow) => Promise<T>,
): Promise<ChangeResult<T>> {
  const table = itemTable(kind);
  return inTransaction(db, async (tx) => {
    const [draft] = await tx
      .select()
      .from(table)
      .where(and(eq(table.id, id), eq(table.stage, "draft")))
      .for("update");
    if (!draft) return { ok: false, reason: "not-found" };
    if (draft.version !== expectedVersion) {
      const current = await lastChange(tx, kind, id);
      return current
        ? { ok: false, reason: "conflict", current }
        : { ok: false, reason: "not-found" };
    }
    return { ok: true, value: await work(tx, draft) };
  });
}

async function bumpDraft(
  tx: Transaction,
  kind: EditableKind,
  draft: ItemRow,
  actor: string,
  set = {},
): Promise<ItemRow> {
  const table = itemTable(kind);
  const [row] = await tx
    .update(table)
    .set({ ...set, version: draft.version + 1, updatedAt: new Date(), updatedBy: actor })
    .where(and(eq(table.id, draft.id), eq(table.stage, "draft")))
    .returning();
  return row!;
}

/** Creates a new, unpublished item of `kind` by `actor` (a verified user id); returns its draft. */
export async function createItem<K extends EditableKind>(
  db: Database,
  kind: K,
  fields: ContentFields<K>,
  actor: string,
): Promise<ContentRow<K>> {
  const table = itemTable(kind);
  return inTransaction(db, async (tx) => {
    const [draft] = await tx
      .insert(table)
      .values({ ...asItemFields(kind, fields), stage: "draft", updatedBy: actor })
      .returning();
    await record(tx, { kind, itemId: draft!.id, action: "create", actor }, null, draft!);
    return asRow(kind, draft!);
  });
}

/**
 * Saves `fields` over the draft of item `id` if nobody changed it since `expectedVersion`;
 * records the change for `actor` (a verified user id) and returns the new draft.
 */
export async function saveDraft<K extends EditableKind>(
  db: Database,
  kind: K,
  id: string,
  expectedVersion: number,
  fields: Partial<ContentFields<K>>,
  actor: string,
): Promise<ChangeResult<ContentRow<K>>> {
  return changeDraft(db, kind, id, expectedVersion, async (tx, draft) => {
    const saved = await bumpDraft(tx, kind, draft, actor, fields);
    await record(tx, { kind, itemId: id, action: "save", actor }, draft, saved);
    return asRow(kind, saved);
  });
}

/**
 * Publishes the draft of item `id` as it stands at `expectedVersion`, or takes the item off the
 * public site (its draft stays); bumps the draft's version, records the change, and returns the
 * new draft.
 */
export function setPublication<K extends EditableKind>(
  db: Database,
  kind: K,
  id: string,
  expectedVersion: number,
  actor: string,
  action: "publish" | "unpublish",
): Promise<ChangeResult<ContentRow<K>>> {
  const table = itemTable(kind);
  return changeDraft(db, kind, id, expectedVersion, async (tx, draft) => {
    const bumped = await bumpDraft(tx, kind, draft, actor);
    const [before] = await tx
      .delete(table)
      .where(and(eq(table.id, id), eq(table.stage, "published")))
      .returning();
    const [after] =
      action === "publish"
        ? await tx
            .insert(table)
            .values({ ...bumped, stage: "published" })
            .returning()
        : [];
    await record(tx, { kind, itemId: id, action, actor }, before ?? null, after ?? null);
    return asRow(kind, bumped);
  });
}

/** Deletes item `id`, draft and published row alike; its history stays. */
export async function deleteItem(
  db: Database,
  kind: EditableKind,
  id: string,
  expectedVersion: number,
  actor: string,
): Promise<ChangeResult<null>> {
  const table = itemTable(kind);
  return changeDraft(db, kind, id, expectedVersion, async (tx, draft) => {
    await tx.delete(table).where(eq(table.id, id));
    await record(tx, { kind, itemId: id, action: "delete", actor }, draft, null);
    return null;
  });
}
