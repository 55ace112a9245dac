import { processTable } from "@/lib/process-table";
import { sessionCheckMs } from "@/lib/server-env";
import type { Role } from "./roles";

/** What the auth service confirmed about a session: when, its role, and a verified factor. */
export type SessionCheck = { atMs: number; role: Role; hasFactor: boolean };

/** Each session's last confirmation on the auth service. */
const checks = processTable<SessionCheck>("session-checks", 10_000);

/**
 * The auth service's confirmation of the session within the check interval, or null when it
 * was not confirmed that recently.
 */
export function recentCheck(sessionId: string, nowMs = Date.now()): SessionCheck | null {
  const check = checks.get(sessionId);
  return check !== undefined && nowMs - check.atMs < sessionCheckMs() ? check : null;
}

/**
 * Whether the last confirmation of the session found a verified factor on its account. True
 * when the session was never confirmed: an unknown session gives its code before the portal.
 */
export function checkedFactor(sessionId: string): boolean {
  return checks.get(sessionId)?.hasFactor ?? true;
}

/** Records a confirmation, keeping a bounded number of sessions (oldest go first). */
export function recordCheck(sessionId: string, role: Role, hasFactor: boolean, nowMs = Date.now()) {
  checks.set(sessionId, { atMs: nowMs, role, hasFactor });
}

/** Forgets a session, so its next use is checked at once (after a sign-out). */
export function forgetCheck(sessionId: string) {
  checks.delete(sessionId);
}
