import { processTable } from "@/lib/process-table";
import { sessionCheckMs } from "@/lib/server-env";
import type { StaffStanding } from "./standing";

/** What the auth service confirmed about a session, and when. */
export type SessionCheck = StaffStanding & { atMs: number };

/**
 * Each session's last confirmation on the auth service: `verifyAccessToken` and `verifySession`
 * answer from it within the check interval, and nothing else reads it.
 */
const checks = processTable<SessionCheck>("session-checks", 10_000);

/**
 * The auth service's confirmation of the session within the check interval, or null when it
 * was not confirmed that recently.
 */
export function recentCheck(sessionId: string, nowMs = Date.now()): SessionCheck | null {
  const check = checks.get(sessionId);
  return check !== undefined && nowMs - check.atMs < sessionCheckMs() ? check : null;
}

/** Records a confirmation, keeping a bounded number of sessions (oldest go first). */
export function recordCheck(sessionId: string, standing: StaffStanding, nowMs = Date.now()) {
  checks.set(sessionId, { ...standing, atMs: nowMs });
}

/** Forgets a session, so its next use is checked at once (after a sign-out). */
export function forgetCheck(sessionId: string) {
  checks.delete(sessionId);
}
