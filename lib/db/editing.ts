import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "./client";
import { STATEMENT_TIMEOUT_MS } from "./connection";
import { authUsers, contentHistory, contentTables, ventures, type ContentKind } from "./schema";

type Tables = typeof contentTables;
type ItemColumn = "id" | "stage" | "version" | "updatedAt" | "updatedBy";

/** A draft or published row of `kind`. */
export type ContentRow<K extends ContentKind> = Tables[K]["$inferSelect"];

/** What an editor sets on an item of `kind` (everything but the bookkeeping columns). */
export type ContentFields<K extends ContentKind> = Omit<Tables[K]["$inferInsert"], ItemColumn>;

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

// Every content table has the same item columns: the generic code is typed against one of them.
const tableOf = (kind: ContentKind) => contentTables[kind] as unknown as typeof ventures;
type AnyRow = typeof ventures.$inferSelect;
type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function inTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${STATEMENT_TIMEOUT_MS}`));
    return work(tx);
  });
}

async function record(
  tx: Tx,
  entry: { kind: ContentKind; itemId: string; action: string; actor: string },
  before: AnyRow | null,
  after: AnyRow | null,
) {
  await tx.insert(contentHistory).values({ ...entry, before, after });
}

async function lastChange(tx: Tx, kind: ContentKind, id: string): Promise<LastChange | null> {
  const table = tableOf(kind);
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
  kind: ContentKind,
  id: string,
  expectedVersion: number,
  work: (tx: Tx, draft: AnyRow) => Promise<T>,
): Promise<ChangeResult<T>> {
  const table = tableOf(kind);
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

async function bumpDraft(tx: Tx, kind: ContentKind, draft: AnyRow, actor: string, set = {}) {
  const table = tableOf(kind);
  const [row] = await tx
    .update(table)
    .set({ ...set, version: draft.version + 1, updatedAt: new Date(), updatedBy: actor })
    .where(and(eq(table.id, draft.id), eq(table.stage, "draft")))
    .returning();
  return row as AnyRow;
}

/** Creates a new, unpublished item of `kind` by `actor` (a verified user id); returns its draft. */
export async function createItem<K extends ContentKind>(
  db: Database,
  kind: K,
  fields: ContentFields<K>,
  actor: string,
): Promise<ContentRow<K>> {
  const table = tableOf(kind);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(table)
      .values({ ...(fields as ContentFields<"ventures">), stage: "draft", updatedBy: actor })
      .returning();
    const draft = row as AnyRow;
    await record(tx, { kind, itemId: draft.id, action: "create", actor }, null, draft);
    return draft as unknown as ContentRow<K>;
  });
}

/**
 * Saves `fields` over the draft of item `id` if nobody changed it since `expectedVersion`;
 * records the change for `actor` (a verified user id) and returns the new draft.
 */
export async function saveDraft<K extends ContentKind>(
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
    return saved as unknown as ContentRow<K>;
  });
}

/**
 * Publishes the draft of item `id` as it stands at `expectedVersion`, or takes the item off the
 * public site (its draft stays); bumps the draft's version, records the change, and returns the
 * new draft.
 */
export function setPublication<K extends ContentKind>(
  db: Database,
  kind: K,
  id: string,
  expectedVersion: number,
  actor: string,
  action: "publish" | "unpublish",
): Promise<ChangeResult<ContentRow<K>>> {
  const table = tableOf(kind);
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
    return bumped as unknown as ContentRow<K>;
  });
}

/** Deletes item `id`, draft and published row alike; its history stays. */
export async function deleteItem(
  db: Database,
  kind: ContentKind,
  id: string,
  expectedVersion: number,
  actor: string,
): Promise<ChangeResult<null>> {
  const table = tableOf(kind);
  return changeDraft(db, kind, id, expectedVersion, async (tx, draft) => {
    await tx.delete(table).where(eq(table.id, id));
    await record(tx, { kind, itemId: id, action: "delete", actor }, draft, null);
    return null;
  });
}

/** A draft as an editor lists it: with whether and at which version it is published. */
export type DraftListing<K extends ContentKind> = {
  draft: ContentRow<K>;
  publishedVersion: number | null;
  updatedByEmail: string | null;
};

/** Every draft of `kind`, in list order where the kind has one. */
export async function readDrafts<K extends ContentKind>(
  db: Database,
  kind: K,
): Promise<DraftListing<K>[]> {
  const table = tableOf(kind);
  const published = db
    .select({ id: table.id, version: table.version })
    .from(table)
    .where(eq(table.stage, "published"))
    .as("published");
  const order = "position" in contentTables[kind] ? [asc(table.position)] : [];
  const rows = await db
    .select({ draft: table, publishedVersion: published.version, email: authUsers.email })
    .from(table)
    .leftJoin(published, eq(published.id, table.id))
    .leftJoin(authUsers, eq(authUsers.id, table.updatedBy))
    .where(eq(table.stage, "draft"))
    .orderBy(...order, asc(table.updatedAt));
  return rows.map((row) => ({
    draft: row.draft as unknown as ContentRow<K>,
    publishedVersion: row.publishedVersion,
    updatedByEmail: row.email,
  }));
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
export async function readHistory(
  db: Database,
  kind: ContentKind,
  id: string,
): Promise<HistoryEntry[]> {
  return db
    .select({
      id: contentHistory.id,
      action: contentHistory.action,
      actor: contentHistory.actor,
      actorEmail: authUsers.email,
      at: contentHistory.at,
      before: contentHistory.before,
      after: contentHistory.after,
    })
    .from(contentHistory)
    .leftJoin(authUsers, eq(authUsers.id, contentHistory.actor))
    .where(and(eq(contentHistory.kind, kind), eq(contentHistory.itemId, id)))
    .orderBy(desc(contentHistory.at), desc(contentHistory.id));
}
