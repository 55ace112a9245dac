import { createHash } from "node:crypto";
import type { StoredFactor, UserRow } from "./store/users";

const iso = (date: Date | null) => (date ? date.toISOString() : undefined);

/** GoTrue's `obfuscateValue`: what a soft delete writes in place of an address. */
export function obfuscated(userId: string, value: string): string {
  return createHash("sha256")
    .update(userId + value)
    .digest("base64url");
}

function emailIdentity(user: UserRow): Record<string, unknown> {
  const times = {
    last_sign_in_at: iso(user.last_sign_in_at) ?? iso(user.created_at),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
  };
  // A soft delete empties the identity's data and scrambles its provider id, as GoTrue does.
  if (user.deleted_at) {
    return {
      identity_id: user.email_identity_id,
      id: obfuscated(user.id, `email:${user.id}`),
      user_id: user.id,
      provider: "email",
      ...times,
    };
  }
  const email = user.email ?? "";
  return {
    identity_id: user.email_identity_id,
    id: user.id,
    user_id: user.id,
    identity_data: {
      sub: user.id,
      email,
      email_verified: user.email_confirmed_at !== null,
      phone_verified: false,
    },
    provider: "email",
    ...times,
    email,
  };
}

const isoOf = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** A factor as GoTrue serialises `models.Factor` (never its secret). */
export function factorJson(
  factor: Omit<StoredFactor, "created_at" | "updated_at" | "last_challenged_at"> & {
    created_at: Date | string;
    updated_at: Date | string;
    last_challenged_at: Date | string | null;
  },
): Record<string, unknown> {
  return {
    id: factor.id,
    created_at: isoOf(factor.created_at),
    updated_at: isoOf(factor.updated_at),
    status: factor.status,
    friendly_name: factor.friendly_name || undefined,
    factor_type: factor.factor_type,
    phone: factor.phone ?? "",
    last_challenged_at: isoOf(factor.last_challenged_at),
  };
}

/** The user as GoTrue serialises `models.User` (null fields omitted, one e-mail identity). */
export function userJson(user: UserRow): Record<string, unknown> {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? "",
    email_confirmed_at: iso(user.email_confirmed_at),
    invited_at: iso(user.invited_at),
    // GoTrue's soft delete scrambles the (here always empty) phone number too.
    phone: user.deleted_at ? obfuscated(user.id, "").slice(0, 15) : "",
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.email_confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    // Verified and unverified alike, omitted when there are none.
    factors: user.factors.length > 0 ? user.factors.map(factorJson) : undefined,
    identities: user.email ? [emailIdentity(user)] : [],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    // Like GoTrue, a ban that has run out is still reported until an admin lifts it.
    banned_until: iso(user.banned_until),
    deleted_at: iso(user.deleted_at),
    is_anonymous: false,
  };
}

/** Whether the user is banned right now. */
export function isBanned(user: UserRow): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > Date.now();
}

/** Merges metadata as GoTrue does: keys set to null are removed. */
export function mergeMetadata(
  current: Record<string, unknown>,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const merged = { ...current, ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === null) delete merged[key];
  return merged;
}
