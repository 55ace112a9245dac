"use server";

import { z } from "zod";
import { defineAction } from "@/lib/action/define-action";
import { isEmailAddress, requestLinkEmail } from "@/lib/auth/link-request";
import { authMessages } from "@/lib/auth/messages";
import { createSupabaseLinkClient } from "@/lib/supabase/server";
import { site } from "@/content/site";

/**
 * Asks the auth service to send a link to choose a new password, landing on the confirm page
 * (its token hash is verified on a button press, in whichever browser opens it). Any address is
 * passed on, as for magic links: the auth service mails only accounts it knows, and the confirm
 * page signs in only staff. The answer reads the same for any address, in the same time.
 */
export const requestPasswordReset = defineAction({
  caller: "anyone",
  form: z.object({ email: z.string() }),
  run: async (_input, { data }) => {
    const { ok, message, email } = await requestLinkEmail(
      "password-reset",
      data,
      authMessages.resetLinkSent,
      async (address) => {
        const supabase = await createSupabaseLinkClient();
        const { error } = await supabase.auth.resetPasswordForEmail(address, {
          redirectTo: `${site.url}/auth/confirm`,
        });
        return error;
      },
    );
    const status = ok ? "done" : isEmailAddress(email) ? "refused" : "invalid";
    return { status, message, values: { email } };
  },
});
