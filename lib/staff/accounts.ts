import "server-only";
import { randomBytes } from "node:crypto";
import type { User } from "@supabase/supabase-js";
import { site } from "@/content/site";
import { sessionRevocation } from "@/lib/auth/revocation";
import type { Role } from "@/lib/auth/roles";
import { createSupabaseAdminClient } from "@/lib/supabase/admin";
import { createSupabaseLinkClient } from "@/lib/supabase/server";
import { staffAccountOf, type StaffAccount } from "./staff-account";

// Every account change of the account tools, through the auth service's admin API with the
// project's secret key. Each call throws the auth service's error when it refuses or fails.

const PAGE_SIZE = 1000;
/** A bound on the paging: a project with more users than this is not a staff list. */
const MAX_PAGES = 100;
/** GoTrue's `ban_duration` is a Go duration: a hundred years stands for "until reactivated". */
const DEACTIVATED_FOR = "876000h";
/** Where a password-reset e-mail leads: the confirm page, which verifies its token on a press. */
const RESET_LANDING = `${site.url}/auth/confirm`;

/**
 * Every account of the project, read through every page of the admin API's user list. Throws
 * the service's error when a page cannot be read: a partial list would hide accounts, and the
 * guard rails count admins from it.
 */
export async function listAllUsers(): Promise<User[]> {
  const { auth } = createSupabaseAdminClient();
  const users: User[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { data, error } = await auth.admin.listUsers({ page, perPage: PAGE_SIZE });
    if (error) throw error;
    users.push(...data.users);
    // The service may cap a page below PAGE_SIZE: only an empty page or the total ends the list.
    if (
      data.users.length === 0 ||
      ("total" in data && data.total > 0 && users.length >= data.total)
    ) {
      return users;
    }
  }
  throw new Error(`The project has more than ${MAX_PAGES * PAGE_SIZE} users to list.`);
}

/** Every staff account of the project (a staff role in `app_metadata`, invited ones included). */
export async function listStaffAccounts(nowMs = Date.now()): Promise<StaffAccount[]> {
  return (await listAllUsers()).flatMap((user) => staffAccountOf(user, nowMs) ?? []);
}

async function updateAccount(
  id: string,
  attributes: { app_metadata?: object; ban_duration?: string; password?: string },
): Promise<void> {
  const { error } = await createSupabaseAdminClient().auth.admin.updateUserById(id, attributes);
  if (error) throw error;
}

/**
 * A password nobody knows: random, within bcrypt's 72 bytes, with every kind of character a
 * project's password rule may require. Setting it through the admin API is how the app ends an
 * account's sessions: GoTrue's admin update of a password deletes every session (and with it
 * every refresh token) and spends every link sent (`UpdatePassword`, internal/models/user.go).
 */
function unknownPassword(): string {
  return `${randomBytes(48).toString("base64url")}aA1!`;
}

/** Gives account `id` the staff role `role`, in `app_metadata` (never `user_metadata`). */
export function changeAccountRole(id: string, role: Role): Promise<void> {
  return updateAccount(id, { app_metadata: { role } });
}

/**
 * Bans account `id` until reactivated and ends every session it has: a new password nobody knows
 * deletes its sessions and refresh tokens on the auth service (a ban alone keeps them, to work
 * again once it is lifted), and the revocation mark has the live check refuse the access tokens
 * already handed out.
 */
export function deactivateAccount(id: string, nowMs = Date.now()): Promise<void> {
  return updateAccount(id, {
    ban_duration: DEACTIVATED_FOR,
    app_metadata: sessionRevocation(nowMs),
    password: unknownPassword(),
  });
}

/**
 * Lifts the ban of account `id` and again sets a password nobody knows, which ends any session
 * a deactivation made before that password came into use left alive; the person then chooses
 * a new password through a reset.
 */
export function reactivateAccount(id: string): Promise<void> {
  return updateAccount(id, { ban_duration: "none", password: unknownPassword() });
}

/**
 * Has the auth service send `email` a password-reset e-mail, through a client without a session
 * (as a magic link is requested), so the link carries a token hash the confirm page verifies.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  const supabase = await createSupabaseLinkClient();
  const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: RESET_LANDING });
  if (error) throw error;
}

/** Deletes account `id` and, with it, every session it has. */
export async function deleteAccount(id: string): Promise<void> {
  const { error } = await createSupabaseAdminClient().auth.admin.deleteUser(id);
  if (error) throw error;
}

/**
 * Deletes every verified second factor of account `id` (two-step sign-in is off afterwards and
 * the account signs in with its password alone); throws when the auth service refuses.
 */
export async function removeTwoStep(id: string): Promise<void> {
  const admin = createSupabaseAdminClient().auth.admin.mfa;
  const { data, error } = await admin.listFactors({ userId: id });
  if (error) throw error;
  for (const factor of data.factors.filter((each) => each.status === "verified")) {
    const { error: deleteError } = await admin.deleteFactor({ id: factor.id, userId: id });
    if (deleteError) throw deleteError;
  }
}
