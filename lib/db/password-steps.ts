import "server-only";
import { and, eq, gte, lt } from "drizzle-orm";
import { pgSchema, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { getDatabase } from "./client";
import { inTransaction } from "./transaction";

export type PasswordStepKind = "invite" | "recovery";

/** supabase/migrations holds the real DDL; the schema is private to the server. */
const passwordSteps = pgSchema("app_private").table("password_steps", {
  sessionId: uuid("session_id").primaryKey(),
  userId: uuid("user_id").notNull(),
  kind: text("kind").$type<PasswordStepKind>().notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
});

export type PasswordStepRow = typeof passwordSteps.$inferSelect;

/**
 * Records the step of session `row.sessionId`, replacing an earlier one of that session, and
 * drops every step started before `staleBefore`.
 */
export async function savePasswordStep(row: PasswordStepRow, staleBefore: Date): Promise<void> {
  await inTransaction(getDatabase(), async (tx) => {
    await tx.delete(passwordSteps).where(lt(passwordSteps.startedAt, staleBefore));
    await tx
      .insert(passwordSteps)
      .values(row)
      .onConflictDoUpdate({
        target: passwordSteps.sessionId,
        set: { userId: row.userId, kind: row.kind, startedAt: row.startedAt },
      });
  });
}

/** The kind of step session `sessionId` of user `userId` started at or after `since`, or null. */
export async function findPasswordStep(
  sessionId: string,
  userId: string,
  since: Date,
): Promise<PasswordStepKind | null> {
  const [row] = await inTransaction(
    getDatabase(),
    (tx) =>
      tx
        .select({ kind: passwordSteps.kind })
        .from(passwordSteps)
        .where(
          and(
            eq(passwordSteps.sessionId, sessionId),
            eq(passwordSteps.userId, userId),
            gte(passwordSteps.startedAt, since),
          ),
        ),
    { readOnly: true },
  );
  return row?.kind ?? null;
}

/** Removes the step of session `sessionId`. */
export async function deletePasswordStep(sessionId: string): Promise<void> {
  await inTransaction(getDatabase(), (tx) =>
    tx.delete(passwordSteps).where(eq(passwordSteps.sessionId, sessionId)),
  );
}
