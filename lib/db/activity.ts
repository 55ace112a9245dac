import "server-only";
import { and, asc, desc, gte, ilike, inArray, lt, sql, type SQL } from "drizzle-orm";
import { contentKinds, type EditableKind, type OrderedKind } from "@/lib/editor/kinds";
import { activityEvents } from "./schema";
import { getDatabase, type Database } from "./client";
import type { ItemRow } from "./item-table";
import type { Loaded } from "./load";
import { inTransaction, type Transaction } from "./transaction";

/** Every kind of event the log records (the migration's CHECK lists the same). */
export const ACTIVITY_ACTIONS = [
  "account.invited",
  "account.invite_resent",
  "account.invite_revoked",
  "account.invite_accepted",
  "account.role_changed",
  "account.deactivated",
  "account.reactivated",
  "account.reset_sent",
  "account.deleted",
  "account.password_changed",
  "account.password_check_failed",
  "account.two_step_on",
  "account.two_step_off",
  "account.factor_removed",
  "content.saved",
  "content.published",
  "content.unpublished",
  "content.reordered",
  "content.restored",
  "content.deleted",
  "auth.signed_in",
  "auth.signed_out",
  "auth.sign_in_refused",
  "contact.opened",
  "contact.closed",
  "contact.cap_reached",
  "contact.status_changed",
  "contact.deleted",
  "contact.sender_deleted",
  "contact.settings_changed",
] as const;

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** The events a content change records. */
export type ContentAction = Extract<ActivityAction, `content.${string}`>;

/** Who did it: the verified user (null when nobody was signed in) and their e-mail at the time. */
export type ActivityActor = { id: string | null; email: string | null };

/** What it was done to: `account` and a user id, or a content kind and an item id. */
export type ActivityTarget = { kind: string; id: string | null; label: string | null };

export type ActivityEvent = {
  actor: ActivityActor;
  action: ActivityAction;
  target: ActivityTarget | null;
  /** The visitor's address as `requestAddress()` gives it. */
  clientAddress: string | null;
  /** Anything else the event needs to be understood (e.g. `{ from, to }` of a role change). */
  details?: Record<string, unknown>;
};

/** A verified staff member making a change, and the client address of their request. */
export type Author = { id: string; email: string; clientAddress: string | null };

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The target of a change of `item` of `kind`: the item's title, or for a kind of one row
 * (always there, with no title of its own) the kind's name, e.g. "Site bar".
 */
export function contentTarget(kind: EditableKind, item: ItemRow): ActivityTarget {
  const { list, noun } = contentKinds[kind];
  return { kind, id: item.id, label: list ? item.title : capitalised(noun) };
}

/** The target of a reorder: the whole list of `kind`, e.g. "Ventures". */
export function orderTarget(kind: OrderedKind): ActivityTarget {
  return { kind, id: null, label: `${capitalised(contentKinds[kind].noun)}s` };
}

/** Appends `event` inside `tx`, so it is written if and only if the change it records is. */
export async function recordEvent(tx: Transaction, event: ActivityEvent): Promise<void> {
  await tx.insert(activityEvents).values({
    actorId: event.actor.id,
    actorEmail: event.actor.email,
    action: event.action,
    targetKind: event.target?.kind ?? null,
    targetId: event.target?.id ?? null,
    targetLabel: event.target?.label ?? null,
    clientAddress: event.clientAddress,
    details: event.details ?? {},
  });
}

/**
 * Appends `event` in a transaction of its own: for changes made elsewhere (the auth service's
 * admin API, a sign-in). Throws when it could not be written; callers report that, never drop it.
 */
export async function recordEventNow(event: ActivityEvent): Promise<void> {
  await inTransaction(getDatabase(), (tx) => recordEvent(tx, event));
}

/** Which events the Activity view and its export show; null is no filter. */
export type ActivityFilters = {
  /** Part of the actor's e-mail, matched without regard to case. */
  person: string | null;
  actions: readonly ActivityAction[] | null;
  /** From this instant on. */
  from: Date | null;
  /** Before this instant. */
  until: Date | null;
};

export type ActivityRow = typeof activityEvents.$inferSelect;

/** Where a page of events starts: older than event `before`, or newer than event `after`. */
export type ActivityCursor = { before: number } | { after: number } | null;

/** A page of events, newest first, and whether there are older or newer ones beyond it. */
export type ActivityPage = { rows: ActivityRow[]; hasOlder: boolean; hasNewer: boolean };

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions({ person, actions, from, until }: ActivityFilters): SQL[] {
  const where: SQL[] = [];
  if (person) where.push(ilike(activityEvents.actorEmail, likePattern(person)));
  if (actions) where.push(inArray(activityEvents.action, [...actions]));
  if (from) where.push(gte(activityEvents.at, from));
  if (until) where.push(lt(activityEvents.at, until));
  return where;
}

// Events are ordered by (at, id): at is the time of the change's transaction, id breaks ties.
const position = sql`(${activityEvents.at}, ${activityEvents.id})`;
const positionOf = (id: number) =>
  sql`(SELECT e.at, e.id FROM public.activity_events e WHERE e.id = ${id})`;

/**
 * Up to `limit` events matching `filters`, newest first, starting at `cursor` (the newest when
 * null). A cursor naming no event gives an empty page.
 */
export async function readActivity(
  db: Database,
  filters: ActivityFilters,
  cursor: ActivityCursor,
  limit: number,
): Promise<ActivityPage> {
  const isNewer = cursor !== null && "after" in cursor;
  const where = conditions(filters);
  if (cursor) {
    where.push(
      "after" in cursor
        ? sql`${position} > ${positionOf(cursor.after)}`
        : sql`${position} < ${positionOf(cursor.before)}`,
    );
  }
  const order = isNewer
    ? [asc(activityEvents.at), asc(activityEvents.id)]
    : [desc(activityEvents.at), desc(activityEvents.id)];
  const found = await inTransaction(
    db,
    (tx) =>
      tx
        .select()
        .from(activityEvents)
        .where(and(...where))
        .orderBy(...order)
        .limit(limit + 1),
    { readOnly: true },
  );
  const isMore = found.length > limit;
  const rows = found.slice(0, limit);
  if (isNewer) rows.reverse();
  return {
    rows,
    hasOlder: isNewer ? true : isMore,
    hasNewer: isNewer ? isMore : cursor !== null,
  };
}

/** Events on one page of the Activity view. */
export const ACTIVITY_PAGE_SIZE = 50;

/** A page of the Activity view, or word that the database is out of reach (logged). */
export async function loadActivityPage(
  filters: ActivityFilters,
  cursor: ActivityCursor,
): Promise<Loaded<ActivityPage>> {
  try {
    return {
      ok: true,
      value: await readActivity(getDatabase(), filters, cursor, ACTIVITY_PAGE_SIZE),
    };
  } catch (error) {
    console.error("Activity log: could not read the events:", error);
    return { ok: false };
  }
}

/** The most events one CSV export holds: the newest that match. */
export const ACTIVITY_EXPORT_MAX_ROWS = 50_000;
const EXPORT_BATCH = 1000;

/**
 * The events matching `filters`, newest first, in batches read one after another (each its own
 * short read): at most `ACTIVITY_EXPORT_MAX_ROWS`, so an export is bounded in time and memory.
 */
export async function* exportActivity(
  db: Database,
  filters: ActivityFilters,
): AsyncGenerator<ActivityRow[]> {
  let cursor: ActivityCursor = null;
  for (let sent = 0; sent < ACTIVITY_EXPORT_MAX_ROWS;) {
    const size = Math.min(EXPORT_BATCH, ACTIVITY_EXPORT_MAX_ROWS - sent);
    const { rows, hasOlder } = await readActivity(db, filters, cursor, size);
    const last = rows.at(-1);
    if (!last) return;
    yield rows;
    sent += rows.length;
    if (!hasOlder) return;
    cursor = { before: last.id };
  }
}
