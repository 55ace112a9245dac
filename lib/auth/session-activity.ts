import "server-only";
import { eq, lt } from "drizzle-orm";
import { pgSchema, timestamp, uuid } from "drizzle-orm/pg-core";
import { getDatabase } from "@/lib/db/client";
import { processTable } from "@/lib/process-table";
import { sessionCheckMs, sessionInactivitySeconds } from "@/lib/server-env";

/** supabase/migrations holds the real DDL; the schema is private to the server. */
const sessionActivity = pgSchema("app_private").table("session_activity", {
  sessionId: uuid("session_id").primaryKey(),
  lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull(),
});

/**
 * A database that has not answered by then counts as not answering: the session check is on
 * every signed-in request's path, and the cookie's lifetime still bounds inactivity meanwhile.
 */
const ACTIVITY_TIMEOUT_MS = 2000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** When this process last swept old rows, in ms since the epoch. */
const sweeps = processTable<number>("session-activity-sweeps", 1);

/** What the server-side record says of a session: `unknown` when the database did not answer. */
export type Activity = "active" | "idle" | "unknown";

async function touch(sessionId: string, signedInAtMs: number | null, nowMs: number) {
  const db = getDatabase();
  const limitMs = sessionInactivitySeconds() * 1000;
  const [row] = await db
    .select({ lastActiveAt: sessionActivity.lastActiveAt })
    .from(sessionActivity)
    .where(eq(sessionActivity.sessionId, sessionId));
  // No row: nothing was seen of the session since it signed in (or its row was swept as idle).
  const lastActiveMs = row ? row.lastActiveAt.getTime() : signedInAtMs;
  if (lastActiveMs !== null && nowMs - lastActiveMs > limitMs) return "idle";
  const now = new Date(nowMs);
  await db
    .insert(sessionActivity)
    .values({ sessionId, lastActiveAt: now })
    .onConflictDoUpdate({ target: sessionActivity.sessionId, set: { lastActiveAt: now } });
  if (nowMs - (sweeps.get("last") ?? 0) >= sessionCheckMs()) {
    sweeps.set("last", nowMs);
    // An idle session is refused with or without its row: the sign-in time stands in for it.
    await db
      .delete(sessionActivity)
      .where(lt(sessionActivity.lastActiveAt, new Date(nowMs - limitMs)));
  }
  return "active";
}

/**
 * Records that session `sessionId` is in use at `nowMs`, unless it sat unused longer than the
 * inactivity limit (`SESSION_INACTIVITY_SECONDS`) since its last recorded use, or since it signed
 * in (`signedInAtMs`) when none is recorded: then it is `idle` and nothing is written. Called
 * once per session check, so a session's row is written at most once per check interval.
 * Never throws: without a database that answers in time, the answer is `unknown`.
 */
export async function recordActivity(
  sessionId: string,
  signedInAtMs: number | null,
  nowMs = Date.now(),
): Promise<Activity> {
  if (!UUID.test(sessionId)) return "unknown";
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<Activity>((resolve) => {
    timer = setTimeout(() => resolve("unknown"), ACTIVITY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([touch(sessionId, signedInAtMs, nowMs), timeout]);
  } catch {
    return "unknown";
  } finally {
    clearTimeout(timer);
  }
}
