import type { Verification } from "@/lib/supabase/verifier";
import type { Role } from "./roles";
import { isCodePending } from "./two-step";

/**
 * What the last live check of a staff member's session found on their account: the role it
 * holds now (an admin's change counts from the next check, not the token's next refresh), and
 * whether it has a verified factor, which the token does not say.
 */
export type StaffStanding = { role: Role; hasFactor: boolean };

/** What `verifyAccessToken` and `verifySession` answer about a session. */
export type SessionVerification = Verification<StaffStanding>;

/**
 * Where a session stands in the portal: signed in, owing the code of its account's factor (an
 * `aal1` session is not yet signed in), or signed out (no session, an ended one, or one that
 * could not be checked now).
 */
export type SessionStanding = "signed-in" | "code-owed" | "signed-out";

export function sessionStanding({ claims, staff }: SessionVerification): SessionStanding {
  if (!claims) return "signed-out";
  return isCodePending({ aal: claims.aal, hasFactor: staff.hasFactor }) ? "code-owed" : "signed-in";
}
