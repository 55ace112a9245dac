import type { Role } from "@/lib/auth/roles";
import type { StaffAccount } from "./staff-account";

/** A change of an account that could lock the staff out of their own tools. */
export type GuardedChange =
  { kind: "role"; to: Role } | { kind: "deactivate" } | { kind: "delete" };

const SELF_REFUSALS: Record<GuardedChange["kind"], string> = {
  role: "You cannot change your own role.",
  deactivate: "You cannot deactivate your own account.",
  delete: "You cannot delete your own account.",
};

/** An admin who can sign in and use the account tools now: not banned, invitation accepted. */
export function isActiveAdmin(account: StaffAccount): boolean {
  return account.role === "admin" && account.status === "active";
}

/**
 * Why `actorId` may not make `change` to `target`, given every staff account as read just now
 * (`accounts`); null when the change may go ahead. Nobody changes their own role, deactivates
 * or deletes themselves, and the last active admin keeps being one.
 */
export function guardRailRefusal(
  actorId: string,
  target: StaffAccount,
  change: GuardedChange,
  accounts: readonly StaffAccount[],
): string | null {
  if (target.id === actorId) return SELF_REFUSALS[change.kind];
  const removesAdmin = change.kind !== "role" || change.to !== "admin";
  if (!isActiveAdmin(target) || !removesAdmin) return null;
  const otherAdmins = accounts.filter(
    (account) => account.id !== target.id && isActiveAdmin(account),
  );
  if (otherAdmins.length > 0) return null;
  return `${target.email} is the last active admin: make someone else an admin first.`;
}
