import type { Metadata } from "next";
import { formatChangeTime } from "@/lib/editor/state";
import { ToolPage } from "@/components/portal/tool-page";
import { Notice } from "@/components/ui/notice";
import { requireTool } from "@/lib/portal/require-tool";
import { portalTools } from "@/lib/portal/tools";
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

const { addUser: tool } = portalTools;

export const metadata: Metadata = { title: tool.title };

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
  const admin = await requireTool(tool);
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
    <ToolPage
      tool={tool}
      intro={`The new person gets an e-mail with a link to choose a password; the invitation is valid for ${ttlHours} h.`}
    >
      <div className="space-y-8">
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
    </ToolPage>
  );
}
