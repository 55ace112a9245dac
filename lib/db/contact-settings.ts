import "server-only";
import { sql } from "drizzle-orm";
import { recordEvent, type Author } from "./activity";
import { getDatabase } from "./client";
import { contactSettings } from "./schema";
import { inTransaction } from "./transaction";

/** What the Contact Request tool edits: who is told of new messages, and how long they stay. */
export type ContactSettings = { notifyTo: string[]; retentionDays: number };

/** The contact form's settings (one row, made by its migration). */
export async function readContactSettings(): Promise<ContactSettings> {
  const [row] = await inTransaction(
    getDatabase(),
    (tx) =>
      tx
        .select({
          notifyTo: contactSettings.notifyTo,
          retentionDays: contactSettings.retentionDays,
        })
        .from(contactSettings),
    { readOnly: true },
  );
  if (!row) throw new Error("contact_settings: the row is missing");
  return row;
}

/**
 * Saves `settings` (already checked: `lib/contact/settings.ts`) as `author`, recorded in the
 * activity log with what changed.
 */
export async function saveContactSettings(
  settings: ContactSettings,
  author: Author,
): Promise<void> {
  await inTransaction(getDatabase(), async (tx) => {
    const [before] = await tx.select().from(contactSettings).for("update");
    await tx.update(contactSettings).set(settings);
    await recordEvent(tx, {
      actor: { id: author.id, email: author.email },
      action: "contact.settings_changed",
      target: { kind: "contact", id: null, label: "Contact form settings" },
      clientAddress: author.clientAddress,
      details: {
        recipients: settings.notifyTo.length,
        ...(before && before.retentionDays !== settings.retentionDays
          ? { from: `${before.retentionDays} days`, to: `${settings.retentionDays} days` }
          : {}),
      },
    });
  });
}

/**
 * Takes the notice owed for the hourly cap's latest trip, once across every instance: when it
 * tripped, or null when no notice is owed.
 */
export async function claimCapNotice(): Promise<Date | null> {
  const [row] = await inTransaction(getDatabase(), (tx) =>
    tx
      .update(contactSettings)
      .set({ capNoticeSentAt: sql`now()` })
      .where(
        sql`${contactSettings.capTrippedAt} IS NOT NULL AND (${contactSettings.capNoticeSentAt} IS NULL
          OR ${contactSettings.capNoticeSentAt} < ${contactSettings.capTrippedAt})`,
      )
      .returning({ at: contactSettings.capTrippedAt }),
  );
  return row?.at ?? null;
}
