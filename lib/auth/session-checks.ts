import { processTable } from "@/lib/process-table";

/** The last time each session was confirmed live on the auth service, in ms since the epoch. */
const checks = processTable<number>("session-checks", 10_000);

/** How often a live session is asked about again (`AUTH_SESSION_CHECK_SECONDS`, default 60). */
export function sessionCheckMs(): number {
  const seconds = Number(process.env.AUTH_SESSION_CHECK_SECONDS);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : 60) * 1000;
}

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
