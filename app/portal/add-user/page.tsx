import type { Metadata } from "next";
import { requireRole } from "@/lib/auth/current-user";
import { formatChangeTime } from "@/lib/editor/state";
import { Notice } from "@/components/ui/notice";
import {
  invitationErrorMessage,
  listPendingInvitations,
  type PendingInvitation,
} from "@/lib/staff/invitations";
import { expiryLabel } from "@/lib/staff/invitation-expiry";
import { inviteTtlHours } from "@/lib/server-env";
import { recordAccountEvent } from "@/lib/staff/account-event";
import { InviteForm } from "./invite-form";
import { PendingInvitations, type InvitationRow } from "./pending-invitations";
import { ADD_USER_PATH } from "./state";

export const metadata: Metadata = { title: "Add User" };

function row(invitation: PendingInvitation, ttlHours: number): InvitationRow {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role ?? "no role",
    invitedBy: invitation.invitedByEmail ?? "someone outside the portal",
    invitedAt: formatChangeTime(invitation.invitedAt),
    expiry: expiryLabel(invitation.invitedAt, ttlHours),
    hasExpired: invitation.hasExpired,
  };
}

/**
 * Add User (admins): invite someone with a role, and the invitations not yet accepted; each look
 * withdraws (and records) those past their time.
 */
export default async function AddUserPage() {
  const admin = await requireRole("admin", ADD_USER_PATH);
  const ttlHours = inviteTtlHours();
  let rows: InvitationRow[] | null = null;
  let listError = "";
  try {
    const { pending, withdrawn } = await listPendingInvitations();
    for (const account of withdrawn) {
      await recordAccountEvent(admin, "account.invite_revoked", account, { reason: "expired" });
    }
    rows = pending.map((invitation) => row(invitation, ttlHours));
  } catch (error) {
    listError = invitationErrorMessage(error);
  }
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <div>
        <p className="mb-2 text-sm text-muted">Portal / Client &amp; Staff</p>
        <h1 className="mt-1 text-2xl font-bold text-phosphor">Add User</h1>
        <p className="mt-2 text-sm text-muted">
          The new person gets an e-mail with a link to choose a password; the invitation is valid
          for {ttlHours} h.
        </p>
      </div>
      <InviteForm />
      <section aria-labelledby="pending-title" className="space-y-4">
        <h2 id="pending-title" className="text-lg font-semibold text-bright">
          Pending invitations
        </h2>
        {rows ? (
          <PendingInvitations invitations={rows} />
        ) : (
          <Notice role="alert" tone="warn" className="px-4 py-3 text-sm">
            {listError}
          </Notice>
        )}
      </section>
    </div>
  );
}
