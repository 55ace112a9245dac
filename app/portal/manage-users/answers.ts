import { isAuthError } from "@supabase/supabase-js";
import type { ActionAnswer } from "@/lib/action/answer";
import { UNRECORDED } from "@/lib/staff/account-event";

// What the account actions answer, in the admin's words.

/**
 * An account action's answer, shown beside the account's row: `isDeleted` once the account is
 * deleted (its row stays until the page reloads, without forms); `isUnrecorded` when the change
 * was made but the activity log could not record it.
 */
export type AccountAnswer = ActionAnswer<{ isDeleted?: boolean; isUnrecorded?: boolean }>;

export const UNAVAILABLE =
  "The auth service is not answering, so nothing changed. Try again in a moment.";

export function done(message: string, isDeleted = false): AccountAnswer {
  return { status: "done", message, detail: { isDeleted } };
}

export function refused(message: string): AccountAnswer {
  return { status: "refused", message };
}

/** A made change that the activity log could not record: said, never dropped. */
export function unrecorded(message: string, isDeleted = false): AccountAnswer {
  return {
    status: "done",
    message: `${message} ${UNRECORDED}`,
    detail: { isDeleted, isUnrecorded: true },
  };
}

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
