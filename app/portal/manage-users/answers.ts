import "server-only";
import { isAuthError } from "@supabase/supabase-js";
import { refused, type AccountAnswer } from "@/lib/staff/account-answer";

// What the account actions answer when the auth service refuses or fails, in the admin's words.

export const UNAVAILABLE =
  "The auth service is not answering, so nothing changed. Try again in a moment.";

/** The refusal for an admin API call that failed: nothing changed, and why. */
export function serviceRefusal(error: unknown): AccountAnswer {
  if (!isAuthError(error) || error.status === undefined || error.status === 0) {
    return refused(UNAVAILABLE);
  }
  if (error.status >= 500) return refused(UNAVAILABLE);
  if (error.code === "user_not_found") {
    return refused("That account no longer exists: reload the page to see the list as it is.");
  }
  if (error.status === 429) {
    return refused(
      "The auth service is limiting e-mails or requests right now, so nothing was sent. Try again in a minute.",
    );
  }
  return refused(`The auth service refused it, so nothing changed: ${error.message}`);
}
