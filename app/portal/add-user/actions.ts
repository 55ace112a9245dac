"use server";

import { refresh } from "next/cache";
import { z } from "zod";
import { requireTool } from "@/lib/portal/require-tool";
import { portalTools } from "@/lib/portal/tools";
import { ROLES } from "@/lib/auth/roles";
import { UNRECORDED } from "@/lib/staff/account-answer";
import { recordAccountEvent } from "@/lib/staff/account-event";
import { formText } from "@/lib/form-text";
import { inviteStaff, resendInvitation, revokeInvitation } from "@/lib/staff/invitations";
import { DEFAULT_INVITE_ROLE, type InviteState, type RowState } from "./state";

// Add User's actions. Each checks the admin role on the server before it reads the form (anyone
// else gets a 403 and nothing changes), then asks the auth service, then logs what it did.

const inviteSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "Enter the new person's e-mail address.")
    .max(254, "This e-mail address is too long.")
    .pipe(z.email("Enter a valid e-mail address.")),
  role: z.enum(ROLES, "Choose one of the three roles."),
});

/** Invites a new person by e-mail with a role. */
export async function inviteUser(_previous: InviteState, formData: FormData): Promise<InviteState> {
  const admin = await requireTool(portalTools.addUser);
  const email = formText(formData, "email").trim().slice(0, 320);
  const rawRole = formText(formData, "role");
  const parsed = inviteSchema.safeParse({ email, role: rawRole });
  const kept = {
    email,
    role: ROLES.find((role) => role === rawRole) ?? DEFAULT_INVITE_ROLE,
  };
  if (!parsed.success) {
    const errors = z.flattenError(parsed.error).fieldErrors;
    return {
      status: "invalid",
      message: "Not sent: see the fields below.",
      ...kept,
      fieldErrors: { email: errors.email?.[0], role: errors.role?.[0] },
    };
  }
  const outcome = await inviteStaff(parsed.data.email, parsed.data.role, admin);
  if (!outcome.ok) {
    const fieldErrors = outcome.reason === "invalid-email" ? { email: outcome.message } : {};
    return { status: "refused", message: outcome.message, ...kept, fieldErrors };
  }
  const isLogged = await recordAccountEvent(admin, "account.invited", outcome, {
    role: parsed.data.role,
  });
  refresh();
  return {
    status: isLogged ? "done" : "refused",
    message: `Invitation sent to ${outcome.email} as ${parsed.data.role}.${isLogged ? "" : ` ${UNRECORDED}`}`,
    email: "",
    role: DEFAULT_INVITE_ROLE,
    fieldErrors: {},
  };
}

/** Sends a pending invitation again (a new e-mail, link and expiry). */
export async function resendInvite(_previous: RowState, formData: FormData): Promise<RowState> {
  const admin = await requireTool(portalTools.addUser);
  const outcome = await resendInvitation(formText(formData, "id"));
  if (!outcome.ok) return { status: "refused", message: outcome.message, at: Date.now() };
  const isLogged = await recordAccountEvent(admin, "account.invite_resent", outcome);
  refresh();
  const message = `Invitation sent again to ${outcome.email}.`;
  return isLogged
    ? { status: "done", message, at: Date.now() }
    : { status: "refused", message: `${message} ${UNRECORDED}`, at: Date.now() };
}

/** Revokes a pending invitation once the admin ticked the confirmation. */
export async function revokeInvite(_previous: RowState, formData: FormData): Promise<RowState> {
  const admin = await requireTool(portalTools.addUser);
  if (formText(formData, "confirm") !== "yes") {
    const message = "Tick the box to confirm; nothing was revoked.";
    return { status: "refused", message, at: Date.now() };
  }
  const outcome = await revokeInvitation(formText(formData, "id"));
  if (!outcome.ok) return { status: "refused", message: outcome.message, at: Date.now() };
  const isLogged = await recordAccountEvent(admin, "account.invite_revoked", outcome);
  refresh();
  const message = `Invitation for ${outcome.email} revoked: its link no longer works.`;
  return isLogged
    ? { status: "done", message, at: Date.now() }
    : { status: "refused", message: `${message} ${UNRECORDED}`, at: Date.now() };
}
