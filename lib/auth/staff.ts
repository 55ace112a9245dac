import type { JwtPayload } from "@supabase/supabase-js";

/** The `app_metadata.role` that the staff command gives staff accounts. */
export const STAFF_ROLE = "staff";

/**
 * The issuer of the project's access tokens: `SUPABASE_JWT_ISSUER` when the app reaches the auth
 * service at another address than the one it signs with (a proxy, a custom domain), else
 * `/auth/v1` of the project URL, where GoTrue serves.
 */
export function projectIssuer(
  supabaseUrl: string,
  configured = process.env.SUPABASE_JWT_ISSUER,
): string {
  return configured || `${supabaseUrl.replace(/\/+$/, "")}/auth/v1`;
}

/**
 * True when verified claims belong to a staff member of this project: marked staff in
 * `app_metadata` (which only the admin API can write), a signed-in (`authenticated`), not
 * anonymous user, issued by `issuer`, and already valid (`nbf`).
 */
export function isStaffClaims(claims: JwtPayload, issuer: string, nowSeconds: number): boolean {
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  const appMetadata: unknown = claims.app_metadata;
  const role =
    typeof appMetadata === "object" && appMetadata !== null && Object.hasOwn(appMetadata, "role")
      ? (appMetadata as { role: unknown }).role
      : undefined;
  return (
    role === STAFF_ROLE &&
    audiences.includes("authenticated") &&
    claims.is_anonymous !== true &&
    claims.iss === issuer &&
    (typeof claims.nbf !== "number" || claims.nbf <= nowSeconds)
  );
}
