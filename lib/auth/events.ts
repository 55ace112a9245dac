/** The `localStorage` key through which a tab tells the others that it signed out. */
export const SIGN_OUT_SIGNAL_KEY = "sv-signed-out-at";

/** The keep-alive ticks this often, and refreshes when this many ticks or fewer remain. */
export const REFRESH_TICK_MS = 30_000;
export const REFRESH_TICK_THRESHOLD = 3;

/** The first retry of a failed refresh waits this long; each next one twice as long. */
export const REFRESH_RETRY_BASE_MS = 200;
export const REFRESH_RETRY_ATTEMPTS = 5;

/** Whether a token expiring at `expiresAt` (epoch seconds) is due for a refresh at `nowMs`. */
export function isRefreshDue(expiresAt: number, nowMs: number): boolean {
  return expiresAt * 1000 - nowMs <= REFRESH_TICK_MS * REFRESH_TICK_THRESHOLD;
}
