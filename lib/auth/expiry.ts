/** A session counts as expired when fewer than this many seconds of its access token remain. */
export const EXPIRY_MARGIN_SECONDS = 90;

/**
 * True when a session whose access token expires at `expiresAt` (epoch seconds) should be
 * treated as expired at `nowMs` (epoch milliseconds): missing, past, or within the margin.
 */
export function hasSessionExpired(expiresAt: number | undefined, nowMs: number = Date.now()) {
  if (expiresAt === undefined || !Number.isFinite(expiresAt)) return true;
  return expiresAt * 1000 - nowMs < EXPIRY_MARGIN_SECONDS * 1000;
}
