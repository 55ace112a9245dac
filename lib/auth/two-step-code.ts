import "server-only";
import { AuthApiError, isAuthError, type SupabaseClient, type User } from "@supabase/supabase-js";
import { guardedStep } from "./guarded-step";
import { claimCode, codesOf, giveBackAttempt, isRefusal, type Refusal } from "./limits";
import { recordSignIn, type FirstStep } from "./sign-in-events";

/** What became of a code given on the code step. */
export type CodeOutcome =
  | "verified"
  | "malformed"
  | "wrong"
  | "limited"
  | "busy"
  | "unavailable"
  | "signed-out"
  | "not-owed";

/** The code as typed, without the spaces an app shows in it: six digits, or null. */
export function codeDigits(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, "");
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** The first step of a session from its `amr` claim's oldest entry, in the activity log's words. */
export function firstStepOf(amr: unknown): FirstStep {
  const entries = Array.isArray(amr) ? (amr as unknown[]) : [];
  const methods = entries
    .filter(
      (entry): entry is { method: string; timestamp: number } =>
        typeof entry === "object" &&
        entry !== null &&
        "method" in entry &&
        typeof entry.method === "string" &&
        "timestamp" in entry &&
        typeof entry.timestamp === "number",
    )
    .sort((a, b) => a.timestamp - b.timestamp);
  const first = methods.find((entry) => entry.method !== "totp")?.method;
  if (first === "password") return "password";
  if (first === "recovery") return "password reset link";
  if (first === "invite") return "invitation link";
  return "magic link";
}

function failure(error: unknown): CodeOutcome {
  if (!isAuthError(error)) return "unavailable";
  const status = error.status ?? 0;
  if (status === 429) return "limited";
  if (status === 401 || status === 403) return "signed-out";
  return status >= 400 && status < 500 ? "wrong" : "unavailable";
}

/** What the auth service says to a code a person gave: their verified account, or its error. */
export type FactorCheck = { user: User; error: null } | { user: null; error: unknown };

/** The error a code the app accepted lately reads as: a wrong code, as the auth service words it. */
const reusedCode = () =>
  new AuthApiError("Invalid TOTP code entered", 422, "mfa_verification_failed");

/**
 * Checks `code` for the factor `factorId` of the session `supabase` holds (the account `userId`)
 * within the limits per address, per account and for every visitor (`guardedStep("code")`), and
 * once only: a code accepted in its validity reads as wrong, whatever the auth service would say.
 * A verified code raises the session to `aal2` (the client writes it to the cookies).
 */
export async function checkFactorCode(
  supabase: SupabaseClient,
  factorId: string,
  code: string,
  person: { userId: string; email: string | null; address: string | null },
): Promise<FactorCheck | Refusal> {
  const checker = { ...person, perAccount: codesOf(person.userId) };
  return guardedStep<FactorCheck>("code", checker, async () => {
    const claim = await claimCode(person.userId, code);
    if (!claim) return { verdict: "bad", value: { user: null, error: reusedCode() } };
    const verified = await supabase.auth.mfa
      .challengeAndVerify({ factorId, code })
      .catch((thrown: unknown) => ({ data: null, error: thrown }));
    if (verified.error || !verified.data) {
      await giveBackAttempt(claim);
      const status = isAuthError(verified.error) ? (verified.error.status ?? 0) : 0;
      const isWrong = status >= 400 && status < 500 && status !== 429;
      return { verdict: isWrong ? "bad" : "neither", value: { user: null, error: verified.error } };
    }
    return { verdict: "good", value: { user: verified.data.user, error: null } };
  });
}

/**
 * Checks `typed` for the signed-in (`aal1`) session `supabase` holds in the request's cookies
 * against the account's verified TOTP factor (`checkFactorCode`).
 * A verified code completes the sign-in, recorded once with its first step and the code.
 */
export async function verifyCode(
  supabase: SupabaseClient,
  typed: string,
  address: string | null,
): Promise<CodeOutcome> {
  const code = codeDigits(typed);
  if (!code) return "malformed";
  const { data: claimsData, error: claimsError } = await supabase.auth
    .getClaims()
    .catch((thrown: unknown) => ({ data: null, error: thrown }));
  if (claimsError) return failure(claimsError) === "unavailable" ? "unavailable" : "signed-out";
  const claims = claimsData?.claims;
  if (!claims) return "signed-out";
  if (claims.aal === "aal2") return "not-owed";
  const email = typeof claims.email === "string" ? claims.email : null;
  const listed = await supabase.auth.mfa
    .listFactors()
    .catch((thrown: unknown) => ({ data: null, error: thrown }));
  if (listed.error || !listed.data)
    return failure(listed.error) === "unavailable" ? "unavailable" : "signed-out";
  const factor = listed.data.totp[0];
  if (!factor) return "not-owed";
  const checked = await checkFactorCode(supabase, factor.id, code, {
    userId: claims.sub,
    email,
    address,
  });
  if (isRefusal(checked)) return checked === "busy" ? "busy" : "limited";
  if (!checked.user) return failure(checked.error);
  const { user } = checked;
  recordSignIn({ id: user.id, email: user.email }, `${firstStepOf(claims.amr)} and code`, address);
  return "verified";
}
