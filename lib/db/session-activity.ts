import "server-only";
import { eq, lt } from "drizzle-orm";
import { pgSchema, timestamp, uuid } from "drizzle-orm/pg-core";
import { getDatabase } from "./client";
import { inTransaction } from "./transaction";

/** supabase/migrations holds the real DDL; the schema is private to the server. */
const sessionActivity = pgSchema("app_private").table("session_activity", {
  sessionId: uuid("session_id").primaryKey(),
  lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull(),
});

/**
 * Records that session `sessionId` is in use at `now`, unless `isIdle` says otherwise of its last
 * recorded use (null when none is recorded): then nothing is written and the answer is `idle`.
 * One transaction, so two checks of one session at once read and write in turn.
 */
export async function markSessionActive(
  sessionId: string,
  now: Date,
  isIdle: (lastActiveAt: Date | null) => boolean,
): Promise<"active" | "idle"> {
  return inTransaction(getDatabase(), async (tx) => {
    const [row] = await tx
      .select({ lastActiveAt: sessionActivity.lastActiveAt })
      .from(sessionActivity)
      .where(eq(sessionActivity.sessionId, sessionId));
    if (isIdle(row?.lastActiveAt ?? null)) return "idle";
    await tx
      .insert(sessionActivity)
      .values({ sessionId, lastActiveAt: now })
      .onConflictDoUpdate({ target: sessionActivity.sessionId, set: { lastActiveAt: now } });
    return "active";
  });
}

/** Removes the records of sessions last used before `before`. */
export async function deleteSessionActivityBefore(before: Date): Promise<void> {
  await inTransaction(getDatabase(), (tx) =>
    tx.delete(sessionActivity).where(lt(sessionActivity.lastActiveAt, before)),
  );
}
