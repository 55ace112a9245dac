import "server-only";
import { createHash } from "node:crypto";
import { addressKey } from "@/lib/visitor-address/rules.mjs";
import { databaseLimitStore } from "./limit-store";
import { processTable, processWide } from "@/lib/process-table";
import { authEmailBudgetPerHour } from "@/lib/server-env";
import { MemoryLimitStore, type LimitStore } from "./rate-limit";

/** The sign-in steps limited per visitor address: each spends the auth service's shared budget. */
export type AuthStep = "password" | "magic-link" | "password-reset" | "verify" | "code";

const MINUTE_MS = 60 * 1000;
/**
 * Per visitor address and step, well under what the auth service allows the app's one address
 * (30 links or verifications, 150 token calls per 5 minutes on GoTrue's defaults), so one
 * visitor cannot spend the budget every other staff member signs in with.
 */
export const ATTEMPTS_PER_ADDRESS = 10;
const ADDRESS_WINDOW_MS = 5 * MINUTE_MS;
/** How long one address's failed password counts against an account. */
const FAILURE_WINDOW_MS = 15 * MINUTE_MS;
/** Distinct failing addresses an account takes before its sign-ins are slowed. */
export const FAILING_ADDRESSES_BEFORE_SLOWDOWN = 5;
const SLOWDOWN_STEP_MS = 250;
export const MAX_SLOWDOWN_MS = 4000;
/** GoTrue's default minimum time between two e-mails to one address (SMTP_MAX_FREQUENCY). */
const EMAIL_COOLDOWN_MS = MINUTE_MS;
const HOUR_MS = 60 * MINUTE_MS;
/**
 * Refused sign-ins the activity log records per minute across all visitors: with at most one
 * per visitor address and one per account, a flood from many addresses writes no more than this.
 */
export const REFUSALS_RECORDED_PER_MINUTE = 30;
/** If the database has not answered by then, this one call goes by this process's count. */
const STORE_TIMEOUT_MS = 5000;

const memoryStore = processWide("signInLimitMemory", () => new MemoryLimitStore());
const storeWarning = processWide("signInLimitStoreWarning", () => ({ isGiven: false }));
/** Keys known to be over their limit, refused from memory until their window ends. */
const overLimit = processTable<number>("signInOverLimit", 10_000);

/**
 * Runs `call` on the shared database store; null when the database is missing, fails or is slow,
 * and the caller then goes by this process's own count: a broken store must never lock anyone
 * out or end in an error.
 */
async function shared<T>(call: (store: LimitStore) => Promise<T>): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), STORE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([call(databaseLimitStore), timeout]);
  } catch (error) {
    if (!storeWarning.isGiven) {
      storeWarning.isGiven = true;
      console.warn("Sign-in limits count in this process's memory only:", String(error));
    }
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Counts one hit of `key`; false once its window holds more than `limit`. Every hit is counted
 * in this process's memory and in the database: a key over its limit here, or known to be over
 * it in the database, is refused without asking the database again.
 */
async function take(key: string, limit: number, windowMs: number): Promise<boolean> {
  const blockedUntil = overLimit.get(key);
  if (blockedUntil !== undefined && blockedUntil > Date.now()) return false;
  const local = await memoryStore.hit(key, windowMs);
  if (local.count > limit) return false;
  const counted = await shared((store) => store.hit(key, windowMs));
  const { count, remainingMs } = counted && counted.count > local.count ? counted : local;
  if (count >= limit) overLimit.set(key, Date.now() + remainingMs);
  return count <= limit;
}

/** The key an account is counted under: a hash of its e-mail, never the address itself. */
export function accountKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

/**
 * Counts one attempt at `step` from `address`; false once that address has used its share.
 * Checked before anything else, so a refused request counts against no account. An unknown
 * address (see `visitorAddress`) is not limited here.
 */
export async function allowFromAddress(step: AuthStep, address: string | null): Promise<boolean> {
  if (!address) return true;
  return take(`${step}:${addressKey(address)}`, ATTEMPTS_PER_ADDRESS, ADDRESS_WINDOW_MS);
}

/**
 * How long to hold back a password sign-in for `email`: nothing until failures came from
 * several distinct addresses, then growing with their number up to a few seconds. A slowdown,
 * never a refusal: one attacker cannot lock a staff member out, and unknown addresses are
 * treated the same, so the delay tells nothing about who has an account.
 */
export async function passwordSlowdownMs(email: string): Promise<number> {
  const account = accountKey(email);
  const failing = Math.max(
    await memoryStore.failures(account),
    (await shared((store) => store.failures(account))) ?? 0,
  );
  if (failing < FAILING_ADDRESSES_BEFORE_SLOWDOWN) return 0;
  const doublings = Math.min(failing - FAILING_ADDRESSES_BEFORE_SLOWDOWN, 10);
  return Math.min(MAX_SLOWDOWN_MS, SLOWDOWN_STEP_MS * 2 ** doublings);
}

/** Notes a failed password for `email` from `address` (once per address and window). */
export async function recordPasswordFailure(email: string, address: string | null): Promise<void> {
  const from = address ? addressKey(address) : "unknown";
  const account = accountKey(email);
  await memoryStore.markFailure(account, from, FAILURE_WINDOW_MS);
  await shared((store) => store.markFailure(account, from, FAILURE_WINDOW_MS));
}

/**
 * Codes one account may try per window, from every address together: with a million codes, a
 * guesser gets nowhere before the window ends, and the owner keeps a few tries for typos.
 */
export const CODES_PER_ACCOUNT = 5;

/**
 * Counts one code attempt for the account `userId`; false once it has used its share. Checked
 * after `allowFromAddress("code", …)`, so one visitor cannot spend another's tries unlimited.
 */
export async function allowCodeForAccount(userId: string): Promise<boolean> {
  return take(`code-for:${accountKey(userId)}`, CODES_PER_ACCOUNT, ADDRESS_WINDOW_MS);
}

/** E-mails per hour an address or an account may cause: a sixth of the project's `budget`. */
export function emailsPerHour(budget = authEmailBudgetPerHour()): number {
  return Math.max(1, Math.floor(budget / 6));
}

/**
 * Whether an auth e-mail (a magic link or a password reset) may go to `email` for a visitor
 * at `address`: one per minute and a share of the hourly budget, per address and per account.
 * `address` means that visitor asked too often; `account` that the address was sent one lately,
 * which the page answers like a sent link so it reveals nothing.
 */
export async function allowEmail(
  email: string,
  address: string | null,
): Promise<"send" | "address" | "account"> {
  const perHour = emailsPerHour();
  if (address) {
    const from = addressKey(address);
    if (!(await take(`email:${from}`, 1, EMAIL_COOLDOWN_MS))) return "address";
    if (!(await take(`email-hour:${from}`, perHour, HOUR_MS))) return "address";
  }
  const account = accountKey(email);
  if (!(await take(`email-to:${account}`, 1, EMAIL_COOLDOWN_MS))) return "account";
  if (!(await take(`email-to-hour:${account}`, perHour, HOUR_MS))) return "account";
  return "send";
}

/**
 * Whether a sign-in refused by a limit (as `email`, when one was given, from `address`) goes into
 * the activity log: at most one per visitor address, one per account and a few in all per minute.
 * Refusals are an attacker's to trigger; counted like the limits (a key over its count is refused
 * from memory), a flood writes no more events than this.
 */
export async function mayRecordRefusal(
  email: string | null,
  address: string | null,
): Promise<boolean> {
  if (address && !(await take(`refused-log:${addressKey(address)}`, 1, MINUTE_MS))) return false;
  if (email && !(await take(`refused-log-to:${accountKey(email)}`, 1, MINUTE_MS))) return false;
  return take("refused-log-all", REFUSALS_RECORDED_PER_MINUTE, MINUTE_MS);
}
