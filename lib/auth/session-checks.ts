import { processTable } from "@/lib/process-table";
import { sessionCheckMs } from "@/lib/server-env";

/** The last time each session was confirmed live on the auth service, in ms since the epoch. */
const checks = processTable<number>("session-checks", 10_000);

/** True when the session was confirmed live within the check interval. */
export function isRecentlyChecked(sessionId: string, nowMs = Date.now()): boolean {
  const checkedAt = checks.get(sessionId);
  return checkedAt !== undefined && nowMs - checkedAt < sessionCheckMs();
}

/** Records a confirmation, keeping a bounded number of sessions (oldest go first). */
export function recordCheck(sessionId: string, nowMs = Date.now()) {
  checks.set(sessionId, nowMs);
}

/** Forgets a session, so its next use is checked at once (after a sign-out). */
export function forgetCheck(sessionId: string) {
  checks.delete(sessionId);
}
