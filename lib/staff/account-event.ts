import "server-only";
import type { CurrentUser } from "@/lib/auth/current-user";
import { recordEventNow, type ActivityAction } from "@/lib/db/activity";
import { requestAddress } from "@/lib/visitor-address/request";

/** Said after an account change that the activity log could not record. */
export const UNRECORDED =
  "The activity log could not record it, though: tell a developer; the change itself stands.";

/**
 * Records `action` by `actor` on the account `target`, from this request's address, after the
 * auth service made the change. False, with the error in the server's log, when the log could not
 * be written: the caller then says the change stands unrecorded (`UNRECORDED`).
 */
export async function recordAccountEvent(
  actor: Pick<CurrentUser, "id" | "email">,
  action: ActivityAction,
  target: { id: string; email: string },
  details?: Record<string, unknown>,
): Promise<boolean> {
  try {
    await recordEventNow({
      actor: { id: actor.id, email: actor.email },
      action,
      target: { kind: "account", id: target.id, label: target.email },
      clientAddress: await requestAddress(),
      details,
    });
    return true;
  } catch (error) {
    console.error(`Activity log: could not record ${action} on account ${target.id}:`, error);
    return false;
  }
}
