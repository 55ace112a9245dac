import "server-only";
import {
  attemptProvedGood,
  beginAttempt,
  giveBackAttempt,
  isRefusal,
  recordPasswordFailure,
  type AuthStep,
  type Refusal,
} from "./limits";
import { recordRefusedSignIn } from "./sign-in-events";

/**
 * What a checked credential proved: `good` (a right password, code or link: its count is given
 * back), `bad` (a wrong one: it keeps counting), or `neither` (the auth service refused or
 * failed, so nothing was learnt and nothing is held against the visitor).
 */
export type Verdict = "good" | "bad" | "neither";

/** Who is checking a credential: the visitor's address, and the e-mail it names when known. */
export type Checker = {
  address: string | null;
  email: string | null;
  /** A limit of the account's own, beside the address's (see `codesOf`). */
  perAccount?: { key: string; limit: number };
};

/**
 * The one way every credential reaches the auth service, on the sign-in pages and the account
 * page alike: the limits first (a refusal is recorded in the activity log within its bound, and
 * `check` never runs), then `check`, whose verdict settles the attempt: given back when good; when
 * bad, kept, and for a password noted against the account for its slowdown. Answers `check`'s
 * value, or the refusal.
 */
export async function guardedStep<T>(
  step: AuthStep,
  checker: Checker,
  check: () => Promise<{ verdict: Verdict; value: T }>,
): Promise<T | Refusal> {
  const attempt = await beginAttempt(step, checker.address, checker.perAccount);
  if (isRefusal(attempt)) {
    recordRefusedSignIn(checker.email, step, checker.address);
    return attempt;
  }
  const { verdict, value } = await check();
  if (verdict === "bad" && step === "password" && checker.email) {
    await recordPasswordFailure(checker.email, checker.address);
  }
  if (verdict === "good") await attemptProvedGood(attempt);
  if (verdict === "neither") await giveBackAttempt(attempt);
  return value;
}
