/** The last time each session was confirmed live on the auth service, in ms since the epoch. */
type Checks = Map<string, number>;

const MAX_SESSIONS = 10_000;
// One table per process: the proxy and the app's route bundles are separate modules.
const CHECKS_KEY = Symbol.for("silverline.session-checks");

function checks(): Checks {
  const holder = globalThis as { [CHECKS_KEY]?: Checks };
  holder[CHECKS_KEY] ??= new Map();
  return holder[CHECKS_KEY];
}

/** How often a live session is asked about again (`AUTH_SESSION_CHECK_SECONDS`, default 60). */
export function sessionCheckMs(): number {
  const seconds = Number(process.env.AUTH_SESSION_CHECK_SECONDS);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : 60) * 1000;
}

/** True when the session was confirmed live within the check interval. */
export function isRecentlyChecked(sessionId: string, nowMs = Date.now()): boolean {
  const checkedAt = checks().get(sessionId);
  return checkedAt !== undefined && nowMs - checkedAt < sessionCheckMs();
}

/** Records a confirmation, keeping at most a bounded number of sessions (oldest go first). */
export function recordCheck(sessionId: string, nowMs = Date.now()) {
  const table = checks();
  table.delete(sessionId);
  while (table.size >= MAX_SESSIONS) {
    const oldest = table.keys().next().value;
    if (oldest === undefined) break;
    table.delete(oldest);
  }
  table.set(sessionId, nowMs);
}

/** Forgets a session, so its next use is checked at once (after a sign-out). */
export function forgetCheck(sessionId: string) {
  checks().delete(sessionId);
}
