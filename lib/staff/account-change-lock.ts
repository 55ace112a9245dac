import "server-only";
import { randomUUID } from "node:crypto";
import { endAccountChangeLease, takeAccountChangeLease } from "@/lib/db/account-change-lease";

/** Longer than one change's admin API calls, each cut off by `AUTH_TIMEOUT_MS`. */
const LEASE_MS = 60_000;
/** How long a change waits for another admin's to end: that one takes a second or two. */
const WAIT_MS = 10_000;
const RETRY_MS = 100;

export const LOCK_UNREACHABLE =
  "The database is not answering, so the change could not be held against another admin's and nothing changed. Try again in a moment.";
export const LOCK_BUSY =
  "Another admin's account change is still under way, so nothing changed. Try again in a moment.";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` while no other account change runs in any instance of the app, so a change reads
 * the accounts and calls the admin API with nobody else's change in between (the last-admin
 * guard counts admins from that read). Answers `refuse(reason)` without running `work` when the
 * database cannot be reached, or another change still holds the lease after a short wait.
 */
export async function withAccountChangeLock<T>(
  work: () => Promise<T>,
  refuse: (reason: string) => T,
): Promise<T> {
  const holder = randomUUID();
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    let isHeld: boolean;
    try {
      isHeld = await takeAccountChangeLease(holder, LEASE_MS);
    } catch {
      return refuse(LOCK_UNREACHABLE);
    }
    if (isHeld) break;
    if (Date.now() >= deadline) return refuse(LOCK_BUSY);
    await pause(RETRY_MS);
  }
  try {
    return await work();
  } finally {
    await endAccountChangeLease(holder).catch((error: unknown) => {
      // The lease runs out by itself; meanwhile other changes wait or are refused as busy.
      console.warn("The account-change lease could not be given back:", error);
    });
  }
}
