import type { JwtPayload, User } from "@supabase/supabase-js";
import { roleOf } from "./roles";

/**
 * The issuer of the project's access tokens: `configured` (`SUPABASE_JWT_ISSUER`) when the app reaches the auth
 * service at another address than the one it signs with (a proxy, a custom domain), else
 * `/auth/v1` of the project URL, where GoTrue serves.
 */
export function projectIssuer(supabaseUrl: string, configured: string | undefined): string {
  return configured || `${supabaseUrl.replace(/\/+$/, "")}/auth/v1`;
}

function hasStaffRole(appMetadata: unknown): boolean {
  return roleOf(appMetadata) !== null;
}

/**
 * True when verified claims belong to a staff member of this project: given a staff role in
 * `app_metadata` (which only the admin API can write), a signed-in (`authenticated`), not
 * anonymous user, issued by `issuer`, and already valid (`nbf`).
 */
export function isStaffClaims(claims: JwtPayload, issuer: string, nowSeconds: number): boolean {
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  return (
    hasStaffRole(claims.app_metadata) &&
    audiences.includes("authenticated") &&
    claims.is_anonymous !== true &&
    claims.iss === issuer &&
    (typeof claims.nbf !== "number" || claims.nbf <= nowSeconds)
  );
}

/** True while a ban lasts; GoTrue keeps a ban that has run out in `banned_until`. */
function isBanned(bannedUntil: string | null | undefined, nowMs: number): boolean {
  if (!bannedUntil) return false;
  const until = Date.parse(bannedUntil);
  // A date that does not parse is not a state the app can vouch for: it counts as a ban.
  return Number.isNaN(until) || until > nowMs;
}

/**
 * True when the account as the auth service holds it now (`getUser()`) still has a staff role and
 * is not banned: a token's claims are a copy made when it was issued, so they keep a removed role or a
 * later ban until the token expires.
 */
export function isStaffAccount(user: User, nowMs: number): boolean {
  return hasStaffRole(user.app_metadata) && !isBanned(user.banned_until, nowMs);
}
