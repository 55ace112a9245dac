import { isAuthError, type JwtPayload, type SupabaseClient } from "@supabase/supabase-js";
import { supabaseConfig } from "@/lib/supabase/config";
import { isRecentlyChecked, recordCheck } from "./session-checks";
import { isStaffClaims, projectIssuer } from "./staff";

export type Verification = {
  /** Verified claims of a signed-in staff member, or null. */
  claims: JwtPayload | null;
  /** True when the auth service failed or did not answer in time, so nobody could be verified. */
  isUnavailable: boolean;
};

function isOutage(error: unknown): boolean {
  if (!isAuthError(error)) return true;
  return error.status === undefined || error.status === 0 || error.status >= 500;
}

/**
 * The one check of who is signed in, for the proxy, pages, route handlers and actions alike:
 * a verified access token (refreshed when due) of a staff member of this project, whose session
 * the auth service confirmed live within the check interval, so a signed-out token stops working.
 * `wasRefreshed` tells whether this very check refreshed the session, which confirms it live.
 */
export async function verifyStaff(
  supabase: SupabaseClient,
  wasRefreshed: () => boolean = () => false,
): Promise<Verification> {
  const result = await supabase.auth.getClaims().catch((thrown: unknown) => ({
    data: null,
    error: thrown,
  }));
  if (result.error || !result.data) {
    return { claims: null, isUnavailable: result.error ? isOutage(result.error) : false };
  }
  const { claims } = result.data;
  const issuer = projectIssuer(supabaseConfig().url);
  if (!isStaffClaims(claims, issuer, Math.floor(Date.now() / 1000))) {
    return { claims: null, isUnavailable: false };
  }
  const sessionId = typeof claims.session_id === "string" ? claims.session_id : "";
  if (wasRefreshed()) {
    recordCheck(sessionId);
  } else if (!isRecentlyChecked(sessionId)) {
    const { error } = await supabase.auth.getUser().catch((thrown: unknown) => ({ error: thrown }));
    if (error) return { claims: null, isUnavailable: isOutage(error) };
    recordCheck(sessionId);
  }
  return { claims, isUnavailable: false };
}

/** True when a just-issued access token belongs to a staff member of this project. */
export async function isStaffToken(supabase: SupabaseClient, accessToken: string) {
  const { data } = await supabase.auth.getClaims(accessToken).catch(() => ({ data: null }));
  const issuer = projectIssuer(supabaseConfig().url);
  return data !== null && isStaffClaims(data.claims, issuer, Math.floor(Date.now() / 1000));
}
