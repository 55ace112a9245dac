import { isAuthError, type JwtPayload, type SupabaseClient } from "@supabase/supabase-js";
import { supabaseConfig } from "@/lib/supabase/config";
import { createTokenVerifier } from "@/lib/supabase/verifier";
import { isRecentlyChecked, recordCheck } from "./session-checks";
import { isStaffClaims, projectIssuer } from "./staff";
import { knownClaims, rememberClaims } from "./verified-tokens";

export type Verification = {
  /** Verified claims of a signed-in staff member, or null. */
  claims: JwtPayload | null;
  /** True when the auth service failed or did not answer in time, so nobody could be verified. */
  isUnavailable: boolean;
};

type Outcome<T> = { data: T | null; error: unknown };

const signedOut: Verification = { claims: null, isUnavailable: false };

function isOutage(error: unknown): boolean {
  if (!isAuthError(error)) return true;
  return error.status === undefined || error.status === 0 || error.status >= 500;
}

function settle<T>(call: Promise<Outcome<T>>): Promise<Outcome<T>> {
  return call.catch((thrown: unknown) => ({ data: null, error: thrown }));
}

/**
 * What every check shares once a token's signature and expiry are verified: a staff member of
 * this project, whose session the auth service confirmed live within the check interval (so a
 * signed-out token stops working). `confirmLive` asks the auth service; `wasRefreshed` says the
 * session was just refreshed, which confirms it live already.
 */
async function checkStaff(
  verified: Outcome<{ claims: JwtPayload }>,
  confirmLive: () => Promise<Outcome<unknown>>,
  wasRefreshed = false,
): Promise<Verification> {
  if (verified.error || !verified.data) {
    return { claims: null, isUnavailable: verified.error ? isOutage(verified.error) : false };
  }
  const { claims } = verified.data;
  const issuer = projectIssuer(supabaseConfig().url);
  if (!isStaffClaims(claims, issuer, Math.floor(Date.now() / 1000))) return signedOut;
  const sessionId = typeof claims.session_id === "string" ? claims.session_id : "";
  if (wasRefreshed) {
    recordCheck(sessionId);
  } else if (!isRecentlyChecked(sessionId)) {
    const { error } = await settle(confirmLive());
    if (error) return { claims: null, isUnavailable: isOutage(error) };
    recordCheck(sessionId);
  }
  return { claims, isUnavailable: false };
}

/**
 * The proxy's check: the session in the request's cookies, refreshed when due (the proxy is the
 * one place that can store a refreshed session for every kind of request), then `checkStaff`.
 * `wasRefreshed` tells whether this very check refreshed the session.
 */
export async function verifySession(
  supabase: SupabaseClient,
  wasRefreshed: () => boolean,
): Promise<Verification> {
  const verified = await settle(supabase.auth.getClaims());
  return checkStaff(verified, () => supabase.auth.getUser(), wasRefreshed());
}

/**
 * The check of pages, route handlers and actions (and of the proxy when no refresh is due): the
 * access token exactly as the request carries it, never refreshed. A refresh here could not
 * reach the browser from a page, and would rotate the refresh token under the cookies the
 * browser keeps. A token this process verified before skips the signature check, not the rest.
 */
export async function verifyAccessToken(
  accessToken: string | null,
  clientAddress: string | null,
): Promise<Verification> {
  if (!accessToken) return signedOut;
  let client: SupabaseClient | undefined;
  const verifier = () => (client ??= createTokenVerifier(clientAddress));
  const known = knownClaims(accessToken);
  const verified = known
    ? { data: { claims: known }, error: null }
    : await settle(verifier().auth.getClaims(accessToken));
  if (!known && verified.data) rememberClaims(accessToken, verified.data.claims);
  return checkStaff(verified, () => verifier().auth.getUser(accessToken));
}

/** True when a just-issued access token belongs to a staff member of this project. */
export async function isStaffToken(supabase: SupabaseClient, accessToken: string) {
  const { data } = await settle(supabase.auth.getClaims(accessToken));
  const issuer = projectIssuer(supabaseConfig().url);
  return data !== null && isStaffClaims(data.claims, issuer, Math.floor(Date.now() / 1000));
}
