import "server-only";
import { and, eq } from "drizzle-orm";
import type { EditableKind } from "@/lib/editor/kinds";
import { contentTarget, recordEvent, type Author, type ContentAction } from "./activity";
import type { Database } from "./client";
import { asItemFields, asRow, itemTable, type ContentFields, type ItemRow } from "./item-table";
import { userEmails, contentHistory, type ContentRow } from "./schema";
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

/** What a change is, in the item's history and in the activity log. */
type Change = { history: string; event: ContentAction };

const CHANGES = {
  create: { history: "create", event: "content.saved" },
  save: { history: "save", event: "content.saved" },
  restore: { history: "save", event: "content.restored" },
  publish: { history: "publish", event: "content.published" },
  unpublish: { history: "unpublish", event: "content.unpublished" },
  delete: { history: "delete", event: "content.deleted" },
} as const satisfies Record<string, Change>;

/**
 * Records `change` of `item` in its history (the rows `before` and `after` it) and in the activity
 * log, inside `tx`: both are written with the change or not at all.
 */
async function record(
  tx: Transaction,
  kind: EditableKind,
  item: ItemRow,
  change: Change,
  author: Author,
  [before, after]: [ItemRow | null, ItemRow | null],
) {
  await tx.insert(contentHistory).values({
    kind,
    itemId: item.id,
    action: change.history,
    actor: author.id,
    before,
    after,
  });
  await recordEvent(tx, {
    actor: { id: author.id, email: author.email },
    action: change.event,
    target: contentTarget(kind, item),
    clientAddress: author.clientAddress,
  });
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
      updatedByEmail: userEmails.email,
    })
    .from(table)
    .leftJoin(userEmails, eq(userEmails.id, table.updatedBy))
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
  author: Author,
  set = {},
): Promise<ItemRow> {
  const table = itemTable(kind);
  const [row] = await tx
    .update(table)
    .set({ ...set, version: draft.version + 1, updatedAt: new Date(), updatedBy: author.id })
    .where(and(eq(table.id, draft.id), eq(table.stage, "draft")))
    .returning();
  return row!;
}

/** Creates a new, unpublished item of `kind` by `author`; returns its draft. */
export async function createItem<K extends EditableKind>(
  db: Database,
  kind: K,
  fields: ContentFields<K>,
  author: Author,
): Promise<ContentRow<K>> {
  const table = itemTable(kind);
  return inTransaction(db, async (tx) => {
    const [draft] = await tx
      .insert(table)
      .values({ ...asItemFields(kind, fields), stage: "draft", updatedBy: author.id })
      .returning();
    await record(tx, kind, draft!, CHANGES.create, author, [null, draft!]);
    return asRow(kind, draft!);
  });
}

/**
 * Saves `fields` over the draft of item `id` if nobody changed it since `expectedVersion`;
 * records the change for `author` (as a restore of an earlier version when `isRestore`) and
 * returns the new draft.
 */
export async function saveDraft<K extends EditableKind>(
  db: Database,
  kind: K,
  id: string,
  expectedVersion: number,
  fields: Partial<ContentFields<K>>,
  author: Author,
  { isRestore = false }: { isRestore?: boolean } = {},
): Promise<ChangeResult<ContentRow<K>>> {
  return changeDraft(db, kind, id, expectedVersion, async (tx, draft) => {
    const saved = await bumpDraft(tx, kind, draft, author, fields);
    const change = isRestore ? CHANGES.restore : CHANGES.save;
    await record(tx, kind, saved, change, author, [draft, saved]);
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
  author: Author,
  action: "publish" | "unpublish",
): Promise<ChangeResult<ContentRow<K>>> {
  const table = itemTable(kind);
  return changeDraft(db, kind, id, expectedVersion, async (tx, draft) => {
    const bumped = await bumpDraft(tx, kind, draft, author);
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
    await record(tx, kind, bumped, CHANGES[action], author, [before ?? null, after ?? null]);
    return asRow(kind, bumped);
  });
}

/** Deletes item `id`, draft and published row alike; its history stays. */
export async function deleteItem(
  db: Database,
  kind: EditableKind,
  id: string,
  expectedVersion: number,
  author: Author,
): Promise<ChangeResult<null>> {
  const table = itemTable(kind);
  return changeDraft(db, kind, id, expectedVersion, async (tx, draft) => {
    await tx.delete(table).where(eq(table.id, id));
    await record(tx, kind, draft, CHANGES.delete, author, [draft, null]);
    return null;
  });
}
