"use server";

import { refresh } from "next/cache";
import { z } from "zod";
import type { ActionAnswer } from "@/lib/action/answer";
import { defineAction } from "@/lib/action/define-action";
import { ROLES } from "@/lib/auth/roles";
import { formText } from "@/lib/form-text";
import { portalTools } from "@/lib/portal/tools";
import { recordAccountEvent, UNRECORDED } from "@/lib/staff/account-event";
import { inviteStaff, resendInvitation, revokeInvitation } from "@/lib/staff/invitations";
import { DEFAULT_INVITE_ROLE } from "./state";

// Add User's actions. Each checks the admin role on the server before it reads the form (anyone
// else gets a 403 and nothing changes), then asks the auth service, then logs what it did.

const { addUser: tool } = portalTools;

const typedEmail = (typed: string) => typed.trim().slice(0, 320);

const inviteForm = z.object({
  email: z
    .string()
    .transform(typedEmail)
    .pipe(
      z
        .string()
        .toLowerCase()
        .min(1, "Enter the new person's e-mail address.")
        .max(254, "This e-mail address is too long.")
        .pipe(z.email("Enter a valid e-mail address.")),
    ),
  role: z.enum(ROLES, "Choose one of the three roles."),
});

/** What the form keeps of what the admin typed: the e-mail, and the role when it is one. */
const kept = (typed: Record<string, string>) => ({
  email: typedEmail(typed.email ?? ""),
  role: ROLES.find((role) => role === typed.role) ?? DEFAULT_INVITE_ROLE,
});

/** Invites a new person by e-mail with a role. */
export const inviteUser = defineAction({
  caller: tool,
  form: inviteForm,
  invalid: (error, typed) => ({
    status: "invalid",
    message: "Not sent: see the fields below.",
    values: kept(typed),
    fieldErrors: z.flattenError(error).fieldErrors,
  }),
  run: async ({ email, role }, { user: admin, data }) => {
    const values = kept({ email: formText(data, "email"), role });
    const outcome = await inviteStaff(email, role, admin);
    if (!outcome.ok) {
      const fieldErrors: Record<string, string[]> =
        outcome.reason === "invalid-email" ? { email: [outcome.message] } : {};
      return { status: "refused", message: outcome.message, values, fieldErrors };
    }
    const isLogged = await recordAccountEvent(admin, "account.invited", outcome, { role });
    refresh();
    return {
      status: isLogged ? "done" : "refused",
      message: `Invitation sent to ${outcome.email} as ${role}.${isLogged ? "" : ` ${UNRECORDED}`}`,
    };
  },
});

/** The answer to a Resend or Revoke of one pending invitation; `at` tells the newer one. */
type RowAnswer = ActionAnswer<{ at: number }>;

const rowAnswer = (status: "done" | "refused", message: string): RowAnswer => ({
  status,
  message,
  detail: { at: Date.now() },
});

/** Sends a pending invitation again (a new e-mail, link and expiry). */
export const resendInvite = defineAction({
  caller: tool,
  form: z.object({ id: z.string() }),
  run: async ({ id }, { user: admin }) => {
    const outcome = await resendInvitation(id);
    if (!outcome.ok) return rowAnswer("refused", outcome.message);
    const isLogged = await recordAccountEvent(admin, "account.invite_resent", outcome);
    refresh();
    const message = `Invitation sent again to ${outcome.email}.`;
    return isLogged ? rowAnswer("done", message) : rowAnswer("refused", `${message} ${UNRECORDED}`);
  },
});

/** Revokes a pending invitation once the admin ticked the confirmation. */
export const revokeInvite = defineAction({
  caller: tool,
  form: z.object({ id: z.string(), confirm: z.string() }),
  run: async ({ id, confirm }, { user: admin }) => {
    if (confirm !== "yes") {
      return rowAnswer("refused", "Tick the box to confirm; nothing was revoked.");
    }
    const outcome = await revokeInvitation(id);
    if (!outcome.ok) return rowAnswer("refused", outcome.message);
    const isLogged = await recordAccountEvent(admin, "account.invite_revoked", outcome);
    refresh();
    const message = `Invitation for ${outcome.email} revoked: its link no longer works.`;
    return isLogged ? rowAnswer("done", message) : rowAnswer("refused", `${message} ${UNRECORDED}`);
  },
});
