import "server-only";
import { isAuthError, type SupabaseClient } from "@supabase/supabase-js";
import { allowCodeForAccount, allowFromAddress } from "./limits";
import { recordRefusedSignIn, recordSignIn, type FirstStep } from "./sign-in-events";

/** What became of a code given on the code step. */
export type CodeOutcome =
  "verified" | "malformed" | "wrong" | "limited" | "unavailable" | "signed-out" | "not-owed";

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

/**
 * Checks `typed` for the signed-in (`aal1`) session `supabase` holds in the request's cookies:
 * within the limits per visitor address and per account, a challenge and verify of the
 * account's verified TOTP factor, whose new `aal2` session the client writes to the cookies.
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
  if (!(await allowFromAddress("code", address)) || !(await allowCodeForAccount(claims.sub))) {
    recordRefusedSignIn(email, "code", address);
    return "limited";
  }
  const listed = await supabase.auth.mfa
    .listFactors()
    .catch((thrown: unknown) => ({ data: null, error: thrown }));
  if (listed.error || !listed.data)
    return failure(listed.error) === "unavailable" ? "unavailable" : "signed-out";
  const factor = listed.data.totp[0];
  if (!factor) return "not-owed";
  const verified = await supabase.auth.mfa
    .challengeAndVerify({ factorId: factor.id, code })
    .catch((thrown: unknown) => ({ data: null, error: thrown }));
  if (verified.error || !verified.data) return failure(verified.error);
  const { user } = verified.data;
  recordSignIn({ id: user.id, email: user.email }, `${firstStepOf(claims.amr)} and code`, address);
  return "verified";
}
