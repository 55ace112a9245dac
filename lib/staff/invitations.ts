import "server-only";
import { isAuthApiError, isAuthError, type User } from "@supabase/supabase-js";
import { site } from "@/content/site";
import type { CurrentUser } from "@/lib/auth/current-user";
import { PASSWORD_STEP_SECONDS } from "@/lib/auth/password-step";
import { roleOf, type Role } from "@/lib/auth/roles";
import { inviteTtlHours } from "@/lib/server-env";
import { createSupabaseAdminClient } from "@/lib/supabase/admin";
import { listAllUsers } from "./accounts";
import {
  hasInvitationExpired,
  INVITATION_PENDING,
  invitationExpiresAt,
  isInvitationPending,
} from "./invitation-expiry";

// The admin-API side of Add User: invitations sent, resent, revoked and listed with the secret
// key, on the server only. Callers check the admin role first.

/** An invitation not accepted yet: an account with `invited_at` and no confirmed e-mail. */
export type PendingInvitation = {
  id: string;
  email: string;
  role: Role | null;
  invitedByEmail: string | null;
  invitedAt: string;
  expiresAt: string;
  hasExpired: boolean;
};

/** What an invitation call came to: done (with the account), or why not, in words. */
export type InvitationOutcome =
  | { ok: true; id: string; email: string }
  | { ok: false; reason: "exists" | "not-pending" | "invalid-email" | "failed"; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Where the invitation e-mail's link lands: the confirm page, as the magic link's does. */
const confirmUrl = () => `${site.url}/auth/confirm`;

/** Thrown when the auth service could not be asked; the message says so in words. */
class ServiceError extends Error {}

function serviceMessage(error: unknown, what: string): string {
  if (isAuthApiError(error)) {
    if (error.code === "over_email_send_rate_limit") {
      return `${what}: the auth service's e-mail limit is reached. Try again later.`;
    }
    if (error.code === "over_request_rate_limit") {
      return `${what}: the auth service is refusing requests for a while. Try again later.`;
    }
    if (error.status < 500) return `${what}: the auth service refused it (${error.message}).`;
  }
  return `${what}: the auth service is not answering. Try again in a moment.`;
}

/** A call's result, with a thrown failure (a network error) as its `error`. */
function settle<R extends { error: unknown }>(
  call: Promise<R>,
): Promise<R | { data: null; error: unknown }> {
  return call.catch((thrown: unknown) => ({ data: null, error: thrown }));
}

/** Every account of the project; throws a `ServiceError` when the service cannot say. */
async function allUsers(): Promise<User[]> {
  try {
    return await listAllUsers();
  } catch (error) {
    throw new ServiceError(serviceMessage(error, "The accounts could not be read"));
  }
}

function isPending(user: User): boolean {
  return Boolean(user.invited_at) && !user.email_confirmed_at;
}

/**
 * An invitation past its time: one whose link was not pressed, past `ttlHours`; or one pressed
 * in time and still without a password (marked pending) once the password step's time has
 * passed too, so a sweep never withdraws it from under a person choosing their password.
 */
function isOverdue(user: User, ttlHours: number): boolean {
  const invitedAt = user.invited_at ?? "";
  if (isPending(user)) return hasInvitationExpired(invitedAt, ttlHours);
  const stepHours = PASSWORD_STEP_SECONDS / 3600;
  return (
    isInvitationPending(user.app_metadata) && hasInvitationExpired(invitedAt, ttlHours + stepHours)
  );
}

function toInvitation(user: User, ttlHours: number): PendingInvitation {
  const invitedAt = user.invited_at ?? "";
  const invitedBy = user.app_metadata.invited_by_email;
  return {
    id: user.id,
    email: user.email ?? "",
    role: roleOf(user.app_metadata),
    invitedByEmail: typeof invitedBy === "string" ? invitedBy : null,
    invitedAt,
    expiresAt: invitationExpiresAt(invitedAt, ttlHours).toISOString(),
    hasExpired: hasInvitationExpired(invitedAt, ttlHours),
  };
}

/** An invitation withdrawn because it was past its time. */
export type WithdrawnInvitation = { id: string; email: string };

/**
 * The pending invitations, newest first, once those past their time (`INVITE_TTL_HOURS`) are
 * withdrawn (`withdrawn`): their accounts are deleted, so no link of any kind opens them. One
 * that could not be deleted stays listed, as expired. Throws with a message when the service
 * cannot say.
 */
export async function listPendingInvitations(): Promise<{
  pending: PendingInvitation[];
  withdrawn: WithdrawnInvitation[];
}> {
  const ttlHours = inviteTtlHours();
  const users = await allUsers();
  const withdrawn: WithdrawnInvitation[] = [];
  for (const user of users.filter((each) => isOverdue(each, ttlHours))) {
    if (await withdrawExpiredInvitation(user.id)) {
      withdrawn.push({ id: user.id, email: user.email ?? "" });
    }
  }
  const gone = new Set(withdrawn.map(({ id }) => id));
  const pending = users
    .filter((user) => isPending(user) && !gone.has(user.id))
    .map((user) => toInvitation(user, ttlHours))
    .sort((a, b) => b.invitedAt.localeCompare(a.invitedAt));
  return { pending, withdrawn };
}

/** The message of a `ServiceError` (or any failure) of the functions here. */
export function invitationErrorMessage(error: unknown): string {
  return error instanceof ServiceError
    ? error.message
    : "The auth service is not answering. Try again in a moment.";
}

function refusal(reason: "exists" | "not-pending" | "invalid-email" | "failed", message: string) {
  return { ok: false as const, reason, message };
}

async function sendInvite(
  email: string,
): Promise<{ user: User } | { message: string; code?: string }> {
  const { data, error } = await settle(
    createSupabaseAdminClient().auth.admin.inviteUserByEmail(email, {
      redirectTo: confirmUrl(),
      data: {},
    }),
  );
  if (data?.user) return { user: data.user };
  return {
    code: isAuthError(error) ? error.code : undefined,
    message: serviceMessage(error, "No invitation was sent"),
  };
}

/**
 * Invites `email` as `role`: refuses an address that has an account (confirmed, or staff of any
 * kind: then nothing is sent and nothing changes), else has the service send the invitation and
 * writes the role and the inviter into `app_metadata`. A role that cannot be written withdraws
 * the new account again.
 */
export async function inviteStaff(
  email: string,
  role: Role,
  inviter: CurrentUser,
): Promise<InvitationOutcome> {
  let existing: User | undefined;
  try {
    existing = (await allUsers()).find((user) => user.email?.toLowerCase() === email);
  } catch (error) {
    return refusal("failed", `No invitation was sent. ${invitationErrorMessage(error)}`);
  }
  if (existing && isPending(existing) && roleOf(existing.app_metadata)) {
    return refusal("exists", `${email} already has a pending invitation: use Resend below.`);
  }
  if (existing && (existing.email_confirmed_at || roleOf(existing.app_metadata))) {
    return refusal("exists", `${email} already has an account.`);
  }
  const sent = await sendInvite(email);
  if (!("user" in sent)) {
    if (sent.code === "email_exists") return refusal("exists", `${email} already has an account.`);
    if (sent.code === "validation_failed") {
      return refusal("invalid-email", "The auth service does not accept this e-mail address.");
    }
    return refusal("failed", sent.message);
  }
  const admin = createSupabaseAdminClient();
  const { error } = await settle(
    admin.auth.admin.updateUserById(sent.user.id, {
      app_metadata: {
        role,
        invited_by: inviter.id,
        invited_by_email: inviter.email,
        [INVITATION_PENDING]: true,
      },
    }),
  );
  if (error) {
    if (!existing) await settle(admin.auth.admin.deleteUser(sent.user.id));
    return refusal(
      "failed",
      `The invitation was withdrawn: ${serviceMessage(error, "its role could not be saved")}`,
    );
  }
  return { ok: true, id: sent.user.id, email };
}

/** The account `id` when it is still a pending invitation; else a refusal saying why. */
async function pendingAccount(id: string): Promise<User | InvitationOutcome> {
  if (!UUID.test(id)) {
    return refusal("not-pending", "This invitation no longer exists; nothing was changed.");
  }
  const { data, error } = await settle(createSupabaseAdminClient().auth.admin.getUserById(id));
  if (data?.user) {
    return isPending(data.user)
      ? data.user
      : refusal("not-pending", "This invitation was accepted meanwhile; nothing was changed.");
  }
  if (isAuthApiError(error) && error.status === 404) {
    return refusal("not-pending", "This invitation was revoked meanwhile; nothing was changed.");
  }
  return refusal("failed", serviceMessage(error, "Nothing was changed"));
}

/** Sends a pending invitation again: a new e-mail, a new link, a new expiry. */
export async function resendInvitation(id: string): Promise<InvitationOutcome> {
  const account = await pendingAccount(id);
  if ("ok" in account) return account;
  const email = account.email ?? "";
  const sent = await sendInvite(email);
  if ("user" in sent) return { ok: true, id, email };
  if (sent.code === "email_exists") {
    return refusal("not-pending", "This invitation was accepted meanwhile; nothing was sent.");
  }
  return refusal("failed", sent.message);
}

/** Revokes a pending invitation: its account (never confirmed) is deleted, so its link is dead. */
export async function revokeInvitation(id: string): Promise<InvitationOutcome> {
  const account = await pendingAccount(id);
  if ("ok" in account) return account;
  const { error } = await settle(createSupabaseAdminClient().auth.admin.deleteUser(id));
  if (error) return refusal("failed", serviceMessage(error, "The invitation was not revoked"));
  return { ok: true, id, email: account.email ?? "" };
}

/**
 * Withdraws an invitation past its time (`INVITE_TTL_HOURS`), whether a link of any kind was
 * just used on it while the auth service still took it or it is swept: the account, never given a
 * password of its own, is deleted, so no link can open it. Returns whether it was.
 */
export async function withdrawExpiredInvitation(id: string): Promise<boolean> {
  const { error } = await settle(createSupabaseAdminClient().auth.admin.deleteUser(id));
  return !error;
}

/**
 * Marks the invitation of account `id` as accepted: it no longer counts as pending, so its time
 * no longer applies. Returns whether the auth service took the change.
 */
export async function closeInvitation(id: string): Promise<boolean> {
  const { error } = await settle(
    createSupabaseAdminClient().auth.admin.updateUserById(id, {
      app_metadata: { [INVITATION_PENDING]: null },
    }),
  );
  if (error) console.error(`[invitations] could not close the invitation of ${id}:`, error);
  return !error;
}
