/** The staff roles, each opening what the one before it opens and more. */
export const ROLES = ["viewer", "editor", "admin"] as const;

export type Role = (typeof ROLES)[number];

/** The role the staff command gave accounts before there were three: it counts as `editor`. */
export const LEGACY_STAFF_ROLE = "staff";

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/**
 * The staff role in `appMetadata` (a user's or a token's `app_metadata`, which only the admin API
 * can write), the legacy `staff` read as `editor`; null for anything else. Never pass
 * `user_metadata`: its owner can write it.
 */
export function roleOf(appMetadata: unknown): Role | null {
  if (typeof appMetadata !== "object" || appMetadata === null) return null;
  if (!Object.hasOwn(appMetadata, "role")) return null;
  const role = (appMetadata as { role: unknown }).role;
  if (role === LEGACY_STAFF_ROLE) return "editor";
  return isRole(role) ? role : null;
}

/** True when `role` opens what `need` asks for. */
export function hasRole(role: Role | null, need: Role): boolean {
  return role !== null && ROLES.indexOf(role) >= ROLES.indexOf(need);
}
