import "server-only";
import { and, desc, eq, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { recordEvent, type ActivityTarget, type Author } from "./activity";
import { getDatabase } from "./client";
import { contactMessages, contactSettings, contactSpentProofs, type ContactStatus } from "./schema";
import { inTransaction, type Transaction } from "./transaction";

// The contact form's messages (migration `contact_messages`). Every store runs under one
// transaction-scoped advisory lock, so the limits count what is really stored even when many
// instances take posts at once; the form takes a few messages an hour, so waiting costs nothing.
const STORE_LOCK = 3_606_100_36;

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** How many messages one store may find before it refuses (`lib/contact/rules.ts` sets them). */
export type StoreLimits = {
  /** Messages from the sender's address in the last hour. */
  perAddress: number;
  /** Messages from everyone in the last hour: the cap, which closes the form. */
  hourlyCap: number;
  /** From this many messages in the last hour, a post without a proof of work is refused. */
  proofRequiredFrom: number | null;
  /** Hours in which the same sender's same text is refused as a duplicate. */
  duplicateHours: number;
};

/** A message that passed the form's rules, ready to store. */
export type NewContactMessage = {
  name: string;
  email: string;
  subject: string;
  message: string;
  clientAddress: string | null;
  contentHash: string;
  /** The form token and proof of work it carried, each spent once. */
  proofs: { id: string; expiresAt: Date }[];
};

/** What a store did: stored the message, or refused it by one rule. */
export type StoreOutcome =
  | { outcome: "stored"; id: number }
  /** The published switch is off: staff closed the form, or the cap did. */
  | { outcome: "closed" }
  | { outcome: "replayed" }
  | { outcome: "duplicate" }
  | { outcome: "address-limit" }
  | { outcome: "proof-required" }
  /** `tripped` is true for the one post that tripped the cap in its hour. */
  | { outcome: "cap"; tripped: boolean };

const HOUR = sql`interval '1 hour'`;

/**
 * Closes public messages because the hourly cap tripped: the switch's draft and published rows
 * both turn off (a new version each, so an editor's open form cannot quietly reopen it), recorded
 * as `contact.closed` by nobody signed in.
 */
async function closeForCap(tx: Transaction, clientAddress: string | null): Promise<void> {
  const closed = await tx.execute(sql`
    UPDATE public.contact_form
    SET open = false, version = version + 1, updated_at = now(), updated_by = NULL
    WHERE open RETURNING id`);
  if (closed.length === 0) return;
  await recordEvent(tx, {
    actor: { id: null, email: null },
    action: "contact.closed",
    target: { kind: "contactForm", id: null, label: "Contact form switch" },
    clientAddress,
    details: { reason: "hourly cap" },
  });
}

/**
 * Stores `message` unless the published switch is off or a limit refuses it, in one transaction
 * with the counting: its proofs are spent first (a proof seen before refuses it), then the same
 * text from the same e-mail in the last `duplicateHours`, the address's hour, the cap (whose
 * first refusal in an hour trips it, closes the form and writes `contact.cap_reached` to the
 * activity log) and the pressure threshold are checked.
 */
export async function storeContactMessage(
  message: NewContactMessage,
  limits: StoreLimits,
): Promise<StoreOutcome> {
  return inTransaction(getDatabase(), async (tx): Promise<StoreOutcome> => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${STORE_LOCK})`);
    const [switched] = await tx.execute<{ open: boolean }>(
      sql`SELECT open FROM public.contact_form WHERE stage = 'published'`,
    );
    if (!switched?.open) return { outcome: "closed" };
    for (const proof of message.proofs) {
      const spent = await tx
        .insert(contactSpentProofs)
        .values(proof)
        .onConflictDoNothing()
        .returning({ id: contactSpentProofs.id });
      if (spent.length === 0) return { outcome: "replayed" };
    }
    const [counts] = await tx.execute<{ same: number; address: number; everyone: number }>(sql`
      SELECT
        count(*) FILTER (WHERE content_hash = ${message.contentHash}
          AND received_at > now() - make_interval(hours => ${limits.duplicateHours}))::int AS same,
        count(*) FILTER (WHERE received_at > now() - ${HOUR}
          AND client_address IS NOT DISTINCT FROM ${message.clientAddress})::int AS address,
        count(*) FILTER (WHERE received_at > now() - ${HOUR})::int AS everyone
      FROM public.contact_messages
      WHERE received_at > now() - make_interval(hours => ${Math.max(limits.duplicateHours, 1)})`);
    const { same = 0, address = 0, everyone = 0 } = counts ?? {};
    if (same > 0) return { outcome: "duplicate" };
    if (address >= limits.perAddress) return { outcome: "address-limit" };
    if (everyone >= limits.hourlyCap) {
      const tripped = await tx
        .update(contactSettings)
        .set({ capTrippedAt: sql`now()` })
        .where(
          sql`${contactSettings.capTrippedAt} IS NULL OR ${contactSettings.capTrippedAt} <= now() - ${HOUR}`,
        )
        .returning({ at: contactSettings.capTrippedAt });
      if (tripped.length > 0) {
        await recordEvent(tx, {
          actor: { id: null, email: null },
          action: "contact.cap_reached",
          target: null,
          clientAddress: message.clientAddress,
          details: { cap: limits.hourlyCap },
        });
        await closeForCap(tx, message.clientAddress);
      }
      return { outcome: "cap", tripped: tripped.length > 0 };
    }
    if (limits.proofRequiredFrom !== null && everyone >= limits.proofRequiredFrom) {
      return { outcome: "proof-required" };
    }
    const [stored] = await tx
      .insert(contactMessages)
      .values({
        name: message.name,
        email: message.email,
        subject: message.subject,
        message: message.message,
        clientAddress: message.clientAddress,
        contentHash: message.contentHash,
      })
      .returning({ id: contactMessages.id });
    if (!stored) throw new Error("contact_messages: the insert returned no row");
    return { outcome: "stored", id: stored.id };
  });
}

/** Which messages the inbox and its export show: null is no filter. */
export type ContactFilters = {
  /** Part of the sender's name or e-mail, the subject or the text, without regard to case. */
  query: string | null;
  status: ContactStatus | null;
};

/** Messages on one page of the inbox. */
export const CONTACT_PAGE_SIZE = 50;

/** A page of the inbox, newest first: its rows, how many match in all, and its number. */
export type ContactPage = { rows: ContactMessageRow[]; total: number; page: number };

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions({ query, status }: ContactFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query) {
    const pattern = likePattern(query);
    where.push(
      or(
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.subject, pattern),
        ilike(contactMessages.message, pattern),
      ),
    );
  }
  if (status) where.push(eq(contactMessages.status, status));
  return and(...where);
}

const newestFirst = [desc(contactMessages.receivedAt), desc(contactMessages.id)];

/** Page `page` (from 1; anything else reads as 1) of the messages matching `filters`. */
export async function listContactMessages(
  filters: ContactFilters,
  page: number,
): Promise<ContactPage> {
  const number = Number.isSafeInteger(page) && page > 0 ? page : 1;
  return inTransaction(
    getDatabase(),
    async (tx) => {
      const where = conditions(filters);
      const rows = await tx
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(...newestFirst)
        .limit(CONTACT_PAGE_SIZE)
        .offset((number - 1) * CONTACT_PAGE_SIZE);
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(contactMessages)
        .where(where);
      return { rows, total: count?.n ?? 0, page: number };
    },
    { readOnly: true },
  );
}

const isId = (id: number) => Number.isSafeInteger(id) && id > 0;

/** The message `id`, or null when there is none (or `id` is no message id at all). */
export async function readContactMessage(id: number): Promise<ContactMessageRow | null> {
  if (!isId(id)) return null;
  const [row] = await inTransaction(
    getDatabase(),
    (tx) => tx.select().from(contactMessages).where(eq(contactMessages.id, id)),
    { readOnly: true },
  );
  return row ?? null;
}

// The log keeps no sender's name or e-mail: it outlives the retention period and deletions.
const messageTarget = (id: number): ActivityTarget => ({
  kind: "contact",
  id: String(id),
  label: `Message ${id}`,
});

/**
 * Sets the status of message `id` to `status`, recording the change as `author`'s in the
 * activity log (nothing is recorded when it already had that status). The earlier status, or
 * null when there is no such message.
 */
export async function setContactStatus(
  id: number,
  status: ContactStatus,
  author: Author,
): Promise<ContactStatus | null> {
  if (!isId(id)) return null;
  return inTransaction(getDatabase(), async (tx) => {
    const [row] = await tx
      .select({ status: contactMessages.status })
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for("update");
    if (!row) return null;
    if (row.status !== status) {
      await tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, id));
      await recordEvent(tx, {
        actor: { id: author.id, email: author.email },
        action: "contact.status_changed",
        target: messageTarget(id),
        clientAddress: author.clientAddress,
        details: { from: row.status, to: status },
      });
    }
    return row.status;
  });
}

/** Deletes message `id` as `author` (recorded); false when there was none. */
export async function deleteContactMessage(id: number, author: Author): Promise<boolean> {
  if (!isId(id)) return false;
  return inTransaction(getDatabase(), async (tx) => {
    const deleted = await tx
      .delete(contactMessages)
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id });
    if (deleted.length === 0) return false;
    await recordEvent(tx, {
      actor: { id: author.id, email: author.email },
      action: "contact.deleted",
      target: messageTarget(id),
      clientAddress: author.clientAddress,
    });
    return true;
  });
}

/**
 * Deletes every message from the e-mail address `email` (without regard to case) as `author`,
 * recorded with how many went (not the address); how many went.
 */
export async function deleteContactSender(email: string, author: Author): Promise<number> {
  const address = email.trim();
  if (address === "") return 0;
  return inTransaction(getDatabase(), async (tx) => {
    const deleted = await tx
      .delete(contactMessages)
      .where(sql`lower(${contactMessages.email}) = lower(${address})`)
      .returning({ id: contactMessages.id });
    if (deleted.length === 0) return 0;
    await recordEvent(tx, {
      actor: { id: author.id, email: author.email },
      action: "contact.sender_deleted",
      target: { kind: "contact", id: null, label: `${deleted.length} messages` },
      clientAddress: author.clientAddress,
      details: { count: deleted.length },
    });
    return deleted.length;
  });
}

/** The most messages one CSV export holds: the newest that match. */
export const CONTACT_EXPORT_MAX_ROWS = 50_000;
const EXPORT_BATCH = 1000;

/**
 * The messages matching `filters`, newest first, in batches read one after another (each its own
 * short read): at most `CONTACT_EXPORT_MAX_ROWS`.
 */
export async function* exportContactMessages(
  filters: ContactFilters,
): AsyncGenerator<ContactMessageRow[]> {
  let last: ContactMessageRow | undefined;
  for (let sent = 0; sent < CONTACT_EXPORT_MAX_ROWS;) {
    const before = last;
    const where = and(
      conditions(filters),
      before
        ? sql`(${contactMessages.receivedAt}, ${contactMessages.id}) < (${before.receivedAt.toISOString()}::timestamptz, ${before.id}::bigint)`
        : undefined,
    );
    const rows = await inTransaction(
      getDatabase(),
      (tx) =>
        tx
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(...newestFirst)
          .limit(Math.min(EXPORT_BATCH, CONTACT_EXPORT_MAX_ROWS - sent)),
      { readOnly: true },
    );
    if (rows.length === 0) return;
    yield rows;
    sent += rows.length;
    last = rows.at(-1);
  }
}

/**
 * Deletes the messages older than the retention period (the settings' `retention_days`) and the
 * spent proofs past their time; how many messages went.
 */
export async function sweepContactMessages(): Promise<number> {
  return inTransaction(getDatabase(), async (tx) => {
    await tx.delete(contactSpentProofs).where(lt(contactSpentProofs.expiresAt, sql`now()`));
    const deleted = await tx
      .delete(contactMessages)
      .where(
        sql`${contactMessages.receivedAt} < now() - make_interval(days => (
          SELECT retention_days FROM app_private.contact_settings))`,
      )
      .returning({ id: contactMessages.id });
    return deleted.length;
  });
}

/** Pending messages whose notification a sender took, for at most a few minutes. */
const CLAIM_MINUTES = 5;

/**
 * Takes up to `limit` messages whose notification is pending and that no other sender took in
 * the last few minutes, oldest first, so each is e-mailed once.
 */
export async function claimPendingNotifications(limit: number): Promise<ContactMessageRow[]> {
  const rows = await inTransaction(getDatabase(), (tx) =>
    tx
      .update(contactMessages)
      .set({ notificationClaimedAt: sql`now()` })
      .where(
        sql`${contactMessages.id} IN (
          SELECT id FROM public.contact_messages
          WHERE notification = 'pending' AND (notification_claimed_at IS NULL
            OR notification_claimed_at < now() - make_interval(mins => ${CLAIM_MINUTES}))
          ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)`,
      )
      .returning(),
  );
  return rows.sort((a, b) => a.id - b.id);
}

/** Records whether the notification of messages `ids` was sent or failed. */
export async function markNotifications(ids: number[], state: "sent" | "failed"): Promise<void> {
  if (ids.length === 0) return;
  await inTransaction(getDatabase(), (tx) =>
    tx
      .update(contactMessages)
      .set({ notification: state, notifiedAt: state === "sent" ? sql`now()` : null })
      .where(inArray(contactMessages.id, ids)),
  );
}
