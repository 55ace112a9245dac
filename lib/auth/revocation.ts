/**
 * The `app_metadata` key that revokes every session an account signed in before it (epoch
 * seconds): deactivating writes this mark beside the ban and the new password that ends the
 * account's sessions on the auth service, and the live check refuses any session signed in before
 * it, the access tokens already handed out (valid until they expire) included.
 */
export const SESSIONS_REVOKED_AT = "sessions_revoked_at";

/** The `app_metadata` change that revokes every session signed in up to `nowMs`. */
export function sessionRevocation(nowMs: number): Record<typeof SESSIONS_REVOKED_AT, number> {
  return { [SESSIONS_REVOKED_AT]: Math.floor(nowMs / 1000) };
}

/**
 * True when `appMetadata` (the account's, or a token's copy of it) revokes a session that signed
 * in at `signedInAtMs`: signed in within or before the second of the mark (a sign-in time is
 * whole seconds, and an account is banned from that second on), or at an unknown time.
 */
export function isRevokedSession(signedInAtMs: number | null, appMetadata: unknown): boolean {
  if (typeof appMetadata !== "object" || appMetadata === null) return false;
  const revokedAt = (appMetadata as Record<string, unknown>)[SESSIONS_REVOKED_AT];
  if (typeof revokedAt !== "number" || !Number.isFinite(revokedAt)) return false;
  return signedInAtMs === null || Math.floor(signedInAtMs / 1000) <= revokedAt;
}
