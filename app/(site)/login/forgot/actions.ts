"use server";

import { requestLinkEmail } from "@/lib/auth/link-request";
import { authMessages } from "@/lib/auth/messages";
import { createSupabaseLinkClient } from "@/lib/supabase/server";
import { site } from "@/content/site";

export type ForgotState = {
  status: "idle" | "sent" | "error";
  email: string;
  message: string;
};

/**
 * Asks the auth service to send a link to choose a new password, landing on the confirm page
 * (its token hash is verified on a button press, in whichever browser opens it). Any address is
 * passed on, as for magic links: the auth service mails only accounts it knows, and the confirm
 * page signs in only staff. The answer reads the same for any address, in the same time.
 */
export async function requestPasswordReset(
  _previous: ForgotState,
  formData: FormData,
): Promise<ForgotState> {
  const { ok, message, email } = await requestLinkEmail(
    "password-reset",
    formData,
    authMessages.resetLinkSent,
    async (address) => {
      const supabase = await createSupabaseLinkClient();
      const { error } = await supabase.auth.resetPasswordForEmail(address, {
        redirectTo: `${site.url}/auth/confirm`,
      });
      return error;
    },
  );
  return { status: ok ? "sent" : "error", email, message };
}
