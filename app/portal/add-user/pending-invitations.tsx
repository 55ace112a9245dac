"use client";

import { RotateCw, Trash2 } from "lucide-react";
import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmCheck } from "@/components/ui/confirm-check";
import { LiveNotice } from "@/components/ui/notice";
import { resendInvite, revokeInvite } from "./actions";
import { idleAnswer } from "@/lib/action/answer";

/** One pending invitation as the list shows it; times are already words. */
export type InvitationRow = {
  id: string;
  email: string;
  role: string;
  invitedBy: string;
  invitedAt: string;
  expiry: string;
  hasExpired: boolean;
};

type PendingInvitationsProps = { invitations: InvitationRow[] };

/**
 * The pending invitations with Resend and Revoke (after a tick to confirm) for each: plain forms,
 * usable before hydration. The answer shows above the list, so it stays when a row goes.
 */
export function PendingInvitations({ invitations }: PendingInvitationsProps) {
  const [resent, resend, isResending] = useActionState(resendInvite, idleAnswer);
  const [revoked, revoke, isRevoking] = useActionState(revokeInvite, idleAnswer);
  const last = (revoked.detail?.at ?? 0) > (resent.detail?.at ?? 0) ? revoked : resent;
  return (
    <div className="space-y-4">
      <LiveNotice tone={last.status === "refused" ? "error" : "ok"} message={last.message} />
      {invitations.length === 0 ? (
        <p className="text-sm text-muted">No invitations are waiting to be accepted.</p>
      ) : (
        <ul aria-label="Pending invitations" className="space-y-3">
          {invitations.map((invitation) => (
            <li
              key={invitation.id}
              aria-labelledby={`invitation-${invitation.id}`}
              className="space-y-3 border border-line p-4"
            >
              <div>
                <p
                  id={`invitation-${invitation.id}`}
                  className="font-semibold break-all text-bright"
                >
                  {invitation.email}
                </p>
                <p className="text-sm text-muted">
                  {invitation.role} · invited by {invitation.invitedBy} on {invitation.invitedAt} ·{" "}
                  <span className={invitation.hasExpired ? "text-error" : undefined}>
                    {invitation.expiry}
                  </span>
                </p>
              </div>
              <div className="flex flex-wrap items-start gap-3">
                <form action={resend}>
                  <input type="hidden" name="id" value={invitation.id} />
                  <Button type="submit" disabled={isResending}>
                    <RotateCw aria-hidden="true" className="size-4" />
                    Resend
                  </Button>
                </form>
                <form action={revoke} className="flex flex-wrap items-center gap-3">
                  <input type="hidden" name="id" value={invitation.id} />
                  <ConfirmCheck id={`revoke-${invitation.id}`}>
                    Yes, revoke the invitation for {invitation.email}
                  </ConfirmCheck>
                  <Button type="submit" variant="danger" disabled={isRevoking}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    Revoke
                  </Button>
                </form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
