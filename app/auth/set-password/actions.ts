"use server";

import { AuthError, isAuthWeakPasswordError } from "@supabase/supabase-js";
import { redirect, RedirectType } from "next/navigation";
import { z } from "zod";
import type { ActionAnswer } from "@/lib/action/answer";
import { defineAction } from "@/lib/action/define-action";
import { getCurrentUser } from "@/lib/auth/current-user";
import { endPasswordStep, passwordStepFor } from "@/lib/auth/password-step";
import { DEFAULT_AFTER_SIGN_IN, loginPath } from "@/lib/auth/paths";
import { recordEventNow } from "@/lib/db/activity";
import { closeInvitation } from "@/lib/staff/invitations";
import { createSupabaseServerClient } from "@/lib/supabase/server";
import { requestAddress } from "@/lib/visitor-address/request";

/** The answer to choosing a password; `isPasswordSet` when it was, though what followed failed. */
type SetPasswordAnswer = ActionAnswer<{ isPasswordSet: true }>;

type Supabase = Awaited<ReturnType<typeof createSupabaseServerClient>>;

const MAX_PASSWORD_LENGTH = 1024;
const NOT_SET = "Your password was not set: see the fields below.";
const UNAVAILABLE = "The sign-in service is unavailable: your password was not set. Try again.";
const OTHERS_NOT_ENDED =
  "Your password is set, but your other sessions could not be ended just now: use Sign out everywhere on your account page.";

/**
 * Ends every session of the account but this one: a reset is how someone who lost control of
 * their password takes it back. GoTrue's own password change does this too; asked for here, so
 * it holds whatever the auth service does. False when the service refused or failed.
 */
async function endOtherSessions(supabase: Supabase): Promise<boolean> {
  const { error } = await supabase.auth
    .signOut({ scope: "others" })
    .catch((thrown: unknown) => ({ error: thrown }));
  if (error) console.error("[set-password] could not end the other sessions:", error);
  return !error;
}

/** The auth service's refusal of a password, in words, beside the field when it is about it. */
function refusal(error: unknown): SetPasswordAnswer {
  if (isAuthWeakPasswordError(error)) {
    return { status: "invalid", message: NOT_SET, fieldErrors: { password: [error.message] } };
  }
  if (error instanceof AuthError && error.code === "same_password") {
    const password = ["Choose a password different from your current one."];
    return { status: "invalid", message: NOT_SET, fieldErrors: { password } };
  }
  if (error instanceof AuthError && error.status === 400) {
    return { status: "invalid", message: NOT_SET, fieldErrors: { password: [error.message] } };
  }
  if (error instanceof AuthError && error.status === 429) {
    const message = "Too many attempts. Please try again in a few minutes.";
    return { status: "refused", message };
  }
  return { status: "refused", message: UNAVAILABLE };
}

/**
 * Sets the password of the person who came from an invitation or reset link (their session and
 * the step the server noted for it when they pressed the link's button), ends a reset account's
 * other sessions, closes an accepted invitation (it no longer counts as pending), then opens the
 * portal. The auth service judges the password's strength; its reasons show
 * beside the field.
 */
export const choosePassword = defineAction({
  caller: "anyone",
  form: z.object({ password: z.string(), confirm: z.string() }),
  run: async ({ password, confirm }): Promise<SetPasswordAnswer> => {
    const user = await getCurrentUser();
    const step = await passwordStepFor(user);
    if (step === "unavailable") return { status: "refused", message: UNAVAILABLE };
    if (!user || !step) redirect(loginPath(null));
    const fieldErrors: Record<string, string[]> = {};
    if (!password) fieldErrors.password = ["Enter a password."];
    else if (password.length > MAX_PASSWORD_LENGTH) fieldErrors.password = ["This is too long."];
    if (password && confirm !== password) fieldErrors.confirm = ["The two passwords differ."];
    if (fieldErrors.password || fieldErrors.confirm) {
      return { status: "invalid", message: NOT_SET, fieldErrors };
    }

    // First, so that a failure leaves nothing half done: the invitation accepted in time no
    // longer counts as pending, which any later link past its time would otherwise withdraw.
    if (step.type === "invite" && !(await closeInvitation(user.id))) {
      return { status: "refused", message: UNAVAILABLE };
    }
    const supabase = await createSupabaseServerClient();
    const { error } = await supabase.auth
      .updateUser({ password })
      .catch((thrown: unknown) => ({ error: thrown }));
    if (error) return refusal(error);
    await endPasswordStep(step);
    const isPasswordSet = { isPasswordSet: true } as const;
    if (step.type === "recovery" && !(await endOtherSessions(supabase))) {
      return { status: "refused", message: OTHERS_NOT_ENDED, detail: isPasswordSet };
    }
    if (step.type === "invite") {
      try {
        await recordEventNow({
          actor: { id: user.id, email: user.email },
          action: "account.invite_accepted",
          target: { kind: "account", id: user.id, label: user.email },
          clientAddress: await requestAddress(),
        });
      } catch (logError) {
        console.error(
          `[set-password] could not log the accepted invitation of ${user.id}:`,
          logError,
        );
        const message =
          "Your password is set, but the activity log could not record that you joined: tell an admin.";
        return { status: "refused", message, detail: isPasswordSet };
      }
    }
    redirect(DEFAULT_AFTER_SIGN_IN, RedirectType.replace);
  },
});
