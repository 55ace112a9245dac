import "server-only";
import { activityEvents } from "./schema";
import { getDatabase } from "./client";
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
  "content.saved",
  "content.published",
  "content.unpublished",
  "content.reordered",
  "content.restored",
  "content.deleted",
  "auth.signed_in",
  "auth.signed_out",
  "auth.sign_in_refused",
] as const;

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

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
