import "server-only";
import {
  countFailures,
  countHit,
  countOf,
  deleteExpiredLimits,
  giveBackHit,
  recordFailure,
  rememberLinkRequest,
  takeLinkRequest,
} from "@/lib/db/sign-in-limits";
import { processWide } from "@/lib/process-table";
import type { LimitStore } from "./rate-limit";

const SWEEP_EVERY_MS = 60_000;
/** When this process last swept, in ms since the epoch. */
const sweep = processWide("signInLimitSweep", () => ({ lastAt: 0 }));

/**
 * Removes expired rows at most once a minute per process, in the background: an expired row
 * is already ignored, so this only keeps the tables small.
 */
function sweepNowAndThen(): void {
  const now = Date.now();
  if (now - sweep.lastAt < SWEEP_EVERY_MS) return;
  sweep.lastAt = now;
  void deleteExpiredLimits().catch(() => undefined);
}

/**
 * The counters in the project's Postgres, so every instance and process of the app shares them.
 * Each call is one atomic statement; throws when the database is not configured or does not
 * answer.
 */
export const databaseLimitStore: LimitStore = {
  hit(key, windowMs) {
    sweepNowAndThen();
    return countHit(key, windowMs);
  },

  markFailure(account, address, windowMs) {
    sweepNowAndThen();
    return recordFailure(account, address, windowMs);
  },

  failures: countFailures,

  count: countOf,

  giveBack: giveBackHit,

  rememberLink(account, keys, windowMs) {
    sweepNowAndThen();
    return rememberLinkRequest(account, keys, windowMs);
  },

  takeLink: takeLinkRequest,
};
