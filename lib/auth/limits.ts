import "server-only";
import { createHash } from "node:crypto";
import { addressKey } from "@/lib/visitor-address/rules.mjs";
import { databaseLimitStore } from "./limit-store";
import { processTable, processWide } from "@/lib/process-table";
import { authEmailBudgetPerHour, authRateLimitScale } from "@/lib/server-env";
import { MemoryLimitStore, type LimitStore } from "./rate-limit";

/** The sign-in steps limited per visitor address: each spends the auth service's shared budget. */
export type AuthStep = "password" | "magic-link" | "password-reset" | "verify" | "code";

const MINUTE_MS = 60 * 1000;
/**
 * Unproven attempts per visitor address and step in a window (a wrong password, an unknown link,
 * a wrong code, a link not used yet, or one still on its way): an attempt that proves good is
 * given back, so staff signing in together from one office address never reach it.
 */
export const ATTEMPTS_PER_ADDRESS = 10;
const ATTEMPT_WINDOW_MS = 5 * MINUTE_MS;
/**
 * Unproven attempts per step from every visitor together in a window: two thirds of what the
 * auth service allows the app's one address on GoTrue's defaults (150 token calls, 30
 * verifications and 30 e-mail requests per 5 minutes; 15 MFA calls a minute, two per code),
 * times `AUTH_RATE_LIMIT_SCALE`, so a flood from many addresses leaves the rest to the visitors
 * whose attempts proved good.
 */
export const UNPROVEN_PER_STEP: Readonly<Record<AuthStep, number>> = {
  password: 100,
  verify: 20,
  "magic-link": 10,
  "password-reset": 10,
  code: 10,
};
/** How long an address whose attempt proved good passes the every-visitor budget. */
const PROVEN_FOR_MS = 60 * MINUTE_MS;
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

/** This process's own count (looked up on each use, so a test can start it afresh). */
const memoryStore = () => processWide("signInLimitMemory", () => new MemoryLimitStore());
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
  const local = await memoryStore().hit(key, windowMs);
  if (local.count > limit) return false;
  const counted = await shared((store) => store.hit(key, windowMs));
  const { count, remainingMs } = counted && counted.count > local.count ? counted : local;
  if (count >= limit) overLimit.set(key, Date.now() + remainingMs);
  return count <= limit;
}

/** Takes back one hit of `key`: the attempt behind it proved good. */
async function giveBack(key: string): Promise<void> {
  overLimit.delete(key);
  await memoryStore().giveBack(key);
  await shared((store) => store.giveBack(key));
}

/** The key an account is counted under: a hash of its e-mail, never the address itself. */
export function accountKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

/** The key suffix of a step's budget for every visitor together. */
const EVERY_VISITOR = "all";

/** Why an attempt was refused: its visitor (or account) used up its share, or every visitor theirs. */
export type Refusal = "too-many" | "busy";

/** The counts one attempt holds: given back when it proves good, kept when it fails. */
export type Attempt = { readonly address: string | null; readonly keys: readonly string[] };

/** True when `value` is a refusal by a limit rather than what was let through. */
export function isRefusal<T>(value: T | Refusal): value is Refusal {
  return value === "too-many" || value === "busy";
}

async function isProven(from: string): Promise<boolean> {
  const key = `proven:${from}`;
  if ((await memoryStore().count(key)) > 0) return true;
  return ((await shared((store) => store.count(key))) ?? 0) > 0;
}

/**
 * Counts one attempt at `step` from `address` (and, with `perAccount`, against that key's own
 * limit), checked before anything reaches the auth service: refused once the address or account
 * has used its share, or, for an address with no attempt proven good lately, once every visitor
 * together has used theirs. An unknown address (see `visitorAddress`) counts only there.
 */
export async function beginAttempt(
  step: AuthStep,
  address: string | null,
  perAccount?: { key: string; limit: number },
): Promise<Attempt | Refusal> {
  const from = address ? addressKey(address) : null;
  const keys: string[] = [];
  const refuse = async (refusal: Refusal) => {
    await Promise.all(keys.map(giveBack));
    return refusal;
  };
  if (from) {
    const key = `${step}:${from}`;
    if (!(await take(key, ATTEMPTS_PER_ADDRESS, ATTEMPT_WINDOW_MS))) return "too-many";
    keys.push(key);
  }
  if (perAccount) {
    if (!(await take(perAccount.key, perAccount.limit, ATTEMPT_WINDOW_MS))) {
      return refuse("too-many");
    }
    keys.push(perAccount.key);
  }
  const everyVisitor = await takeEveryVisitorShare(step, from);
  if (everyVisitor === "busy") return refuse("busy");
  if (everyVisitor) keys.push(everyVisitor);
  return { address, keys };
}

/**
 * Counts one attempt at `step` in the budget of every visitor together, unless its address
 * (`from`, a key) proved good lately: the key counted, null when none was, or "busy".
 */
async function takeEveryVisitorShare(step: AuthStep, from: string | null) {
  if (from && (await isProven(from))) return null;
  const key = `${step}:${EVERY_VISITOR}`;
  const limit = Math.round(UNPROVEN_PER_STEP[step] * authRateLimitScale());
  return (await take(key, limit, ATTEMPT_WINDOW_MS)) ? key : "busy";
}

/** Gives back what `attempt` counted: it proved nothing against its visitor. */
export async function giveBackAttempt(attempt: Attempt): Promise<void> {
  await Promise.all(attempt.keys.map(giveBack));
}

/**
 * Gives back what `attempt` counted (a correct password, code or link is not what a limit is
 * for) and lets its address pass the every-visitor budget for a while.
 */
export async function attemptProvedGood(attempt: Attempt): Promise<void> {
  await giveBackAttempt(attempt);
  if (!attempt.address) return;
  const key = `proven:${addressKey(attempt.address)}`;
  await memoryStore().hit(key, PROVEN_FOR_MS);
  await shared((store) => store.hit(key, PROVEN_FOR_MS));
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
    await memoryStore().failures(account),
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
  await memoryStore().markFailure(account, from, FAILURE_WINDOW_MS);
  await shared((store) => store.markFailure(account, from, FAILURE_WINDOW_MS));
}

/**
 * Codes one account may try per window, from every address together: with a million codes, a
 * guesser gets nowhere before the window ends, and the owner keeps a few tries for typos.
 */
export const CODES_PER_ACCOUNT = 5;

/** The per-account limit of code attempts for `userId`, for `beginAttempt("code", …)`. */
export function codesOf(userId: string): { key: string; limit: number } {
  return { key: `code-for:${accountKey(userId)}`, limit: CODES_PER_ACCOUNT };
}

/** How long an accepted code is refused again: its 30-second step and the one either side. */
const CODE_REUSE_MS = 90 * 1000;

/**
 * Claims `code` for the account `userId`, so the app accepts each code once: null when it was
 * claimed within its validity. A code that did not verify is released (`giveBackAttempt`).
 */
export async function claimCode(userId: string, code: string): Promise<Attempt | null> {
  const key = `code-used:${createHash("sha256").update(`${userId}:${code}`).digest("hex")}`;
  return (await take(key, 1, CODE_REUSE_MS)) ? { address: null, keys: [key] } : null;
}

/** E-mails per hour an address may cause while its links go unused: a sixth of the `budget`. */
export function emailsPerHour(budget = authEmailBudgetPerHour()): number {
  return Math.max(1, Math.floor(budget / 6));
}

/**
 * E-mails per hour one account may be sent while its links go unused: three addresses' worth,
 * so no one address can spend a named person's links.
 */
export function emailsPerAccountPerHour(budget = authEmailBudgetPerHour()): number {
  return Math.min(budget, 3 * emailsPerHour(budget));
}

/**
 * Counts a request from `address` for an auth e-mail of `step` (a magic link or a password
 * reset) to `email`, before anything reaches the auth service: per visitor address, its share of
 * the step and a share of the hourly e-mail budget in links not yet used ("too-many"); per
 * account, one a minute and a share of the hour ("account", which the page answers like a sent
 * link so it reveals nothing); then the budget of every visitor together ("busy"). A refused
 * request keeps counting against its visitor's share of the step only. What a request let
 * through counted is given back when its link is used (`linkUsed`).
 */
export async function beginLinkRequest(
  step: Extract<AuthStep, "magic-link" | "password-reset">,
  email: string,
  address: string | null,
): Promise<Attempt | Refusal | "account"> {
  const from = address ? addressKey(address) : null;
  const keys: string[] = [];
  const unsent = async <R>(refusal: R, ...alsoGiveBack: string[]) => {
    await Promise.all([...keys.slice(from ? 1 : 0), ...alsoGiveBack].map(giveBack));
    return refusal;
  };
  if (from) {
    const key = `${step}:${from}`;
    if (!(await take(key, ATTEMPTS_PER_ADDRESS, ATTEMPT_WINDOW_MS))) return "too-many";
    keys.push(key);
    const hourly = `email-hour:${from}`;
    if (!(await take(hourly, emailsPerHour(), HOUR_MS))) return "too-many";
    keys.push(hourly);
  }
  const account = accountKey(email);
  const cooldown = `email-to:${account}`;
  if (!(await take(cooldown, 1, EMAIL_COOLDOWN_MS))) return unsent("account");
  const perAccount = `email-to-hour:${account}`;
  if (!(await take(perAccount, emailsPerAccountPerHour(), HOUR_MS))) return unsent("account");
  keys.push(perAccount);
  const everyVisitor = await takeEveryVisitorShare(step, from);
  if (everyVisitor === "busy") return unsent("busy" as const, cooldown);
  if (everyVisitor) keys.push(everyVisitor);
  await memoryStore().rememberLink(account, keys, HOUR_MS);
  await shared((store) => store.rememberLink(account, keys, HOUR_MS));
  return { address, keys };
}

/**
 * A link to `email` was used: the request that sent it is given back to the address and account
 * that counted it, so an office whose staff ask for and use their links never reaches a limit.
 */
export async function linkUsed(email: string): Promise<void> {
  const account = accountKey(email);
  const remembered = await memoryStore().takeLink(account);
  const keys = (await shared((store) => store.takeLink(account))) ?? remembered;
  if (keys) await Promise.all(keys.map(giveBack));
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
