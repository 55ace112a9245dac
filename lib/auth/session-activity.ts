import "server-only";
import { deleteSessionActivityBefore, markSessionActive } from "@/lib/db/session-activity";
import { processWide } from "@/lib/process-table";
import { sessionCheckMs, sessionInactivitySeconds } from "@/lib/server-env";

/**
 * A database that has not answered by then counts as not answering: the session check is on
 * every signed-in request's path, and the cookie's lifetime still bounds inactivity meanwhile.
 */
const ACTIVITY_TIMEOUT_MS = 2000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** When this process last swept old records, in ms since the epoch. */
const sweep = processWide("sessionActivitySweep", () => ({ lastAt: 0 }));

/** What the server-side record says of a session: `unknown` when the database did not answer. */
export type Activity = "active" | "idle" | "unknown";

async function touch(sessionId: string, signedInAtMs: number | null, nowMs: number) {
  const limitMs = sessionInactivitySeconds() * 1000;
  // No record: nothing was seen of the session since it signed in (or its record was swept as
  // idle), so the sign-in time stands in for it.
  const activity = await markSessionActive(sessionId, new Date(nowMs), (lastActiveAt) => {
    const lastActiveMs = lastActiveAt ? lastActiveAt.getTime() : signedInAtMs;
    return lastActiveMs !== null && nowMs - lastActiveMs > limitMs;
  });
  if (activity === "active" && nowMs - sweep.lastAt >= sessionCheckMs()) {
    sweep.lastAt = nowMs;
    await deleteSessionActivityBefore(new Date(nowMs - limitMs));
  }
  return activity;
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
