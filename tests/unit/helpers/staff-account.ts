import type { StaffAccount } from "@/lib/staff/staff-account";

/** An active editor's account as the account tools list it, `id@example.com` unless changed. */
export function staffAccount(id: string, changes: Partial<StaffAccount> = {}): StaffAccount {
  return {
    id,
    email: `${id}@example.com`,
    role: "editor",
    status: "active",
    lastSignInAt: null,
    invitedAt: null,
    hasTwoStep: false,
    ...changes,
  };
}
