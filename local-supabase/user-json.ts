import type { UserRow } from "./store/users";

const iso = (date: Date | null) => (date ? date.toISOString() : undefined);

/** The user as GoTrue serialises `models.User` (null fields omitted, one e-mail identity). */
export function userJson(user: UserRow): Record<string, unknown> {
  const email = user.email ?? "";
  const identity = {
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
    last_sign_in_at: iso(user.last_sign_in_at) ?? iso(user.created_at),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    email,
  };
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email,
    email_confirmed_at: iso(user.email_confirmed_at),
    invited_at: iso(user.invited_at),
    phone: "",
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.email_confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: user.email ? [identity] : [],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    // Like GoTrue, a ban that has run out is still reported until an admin lifts it.
    banned_until: iso(user.banned_until),
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
