import type { User } from "@supabase/supabase-js";
import { isRole, roleOf, type Role } from "@/lib/auth/roles";

/** Where a staff account stands: signing in, invited and not yet in, or banned by an admin. */
export const ACCOUNT_STATUSES = ["active", "invited", "deactivated"] as const;

export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** A staff account as the account tools show it: what the admin API says, read once. */
export type StaffAccount = {
  id: string;
  email: string;
  role: Role;
  status: AccountStatus;
  /** When it last signed in (ISO), or null for never. */
  lastSignInAt: string | null;
  /** When it was invited (ISO), or null for an account made otherwise. */
  invitedAt: string | null;
  /** True when it has a verified second factor: two-step sign-in is on. */
  hasTwoStep: boolean;
};

function isBannedAt(bannedUntil: string | undefined, nowMs: number): boolean {
  if (!bannedUntil) return false;
  const until = Date.parse(bannedUntil);
  // A date that does not parse is not a state the app can vouch for: it counts as a ban.
  return Number.isNaN(until) || until > nowMs;
}

/** Where `user` stands at `nowMs`: a ban first, then an invitation it has not accepted. */
export function accountStatus(user: User, nowMs: number): AccountStatus {
  if (isBannedAt(user.banned_until, nowMs)) return "deactivated";
  if (user.invited_at && !user.email_confirmed_at) return "invited";
  return "active";
}

/** `user` as a staff account, or null when it has no staff role (legacy `staff` is an editor). */
export function staffAccountOf(user: User, nowMs: number): StaffAccount | null {
  const role = roleOf(user.app_metadata);
  if (!role) return null;
  return {
    id: user.id,
    email: user.email ?? "",
    role,
    status: accountStatus(user, nowMs),
    lastSignInAt: user.last_sign_in_at ?? null,
    invitedAt: user.invited_at ?? null,
    hasTwoStep: (user.factors ?? []).some((factor) => factor.status === "verified"),
  };
}

/** The list's search and filters, as the page's GET form sends them; empty means any. */
export type AccountFilters = { q: string; role: Role | ""; status: AccountStatus | "" };

const isStatus = (value: unknown): value is AccountStatus =>
  typeof value === "string" && (ACCOUNT_STATUSES as readonly string[]).includes(value);

/** The filters in `params` (each its first value); anything unknown counts as no filter. */
export function accountFilters(params: {
  q?: string | undefined;
  role?: string | undefined;
  status?: string | undefined;
}): AccountFilters {
  return {
    q: (params.q ?? "").trim().slice(0, 254),
    role: isRole(params.role) ? params.role : "",
    status: isStatus(params.status) ? params.status : "",
  };
}

/**
 * The accounts that match `filters` (the search is any part of the e-mail, in any case), by
 * e-mail address.
 */
export function filterAccounts(accounts: StaffAccount[], filters: AccountFilters): StaffAccount[] {
  const q = filters.q.toLowerCase();
  return accounts
    .filter(
      (account) =>
        account.email.toLowerCase().includes(q) &&
        (!filters.role || account.role === filters.role) &&
        (!filters.status || account.status === filters.status),
    )
    .sort((a, b) => a.email.localeCompare(b.email));
}
