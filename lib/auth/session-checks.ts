import { processTable } from "@/lib/process-table";
import { sessionCheckMs } from "@/lib/server-env";
import type { Role } from "./roles";

type Check = { atMs: number; role: Role };

/** Each session's last confirmation on the auth service: when, and the role it found. */
const checks = processTable<Check>("session-checks", 10_000);

/**
 * The role the auth service confirmed for the session within the check interval, or null when
 * it was not confirmed that recently.
 */
export function recentlyCheckedRole(sessionId: string, nowMs = Date.now()): Role | null {
  const check = checks.get(sessionId);
  return check !== undefined && nowMs - check.atMs < sessionCheckMs() ? check.role : null;
}

/** Records a confirmation, keeping a bounded number of sessions (oldest go first). */
export function recordCheck(sessionId: string, role: Role, nowMs = Date.now()) {
  checks.set(sessionId, { atMs: nowMs, role });
}

/** Forgets a session, so its next use is checked at once (after a sign-out). */
export function forgetCheck(sessionId: string) {
  checks.delete(sessionId);
}
