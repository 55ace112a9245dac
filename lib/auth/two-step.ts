import type { JwtPayload, User } from "@supabase/supabase-js";
import type { TwoStepRequirement } from "@/lib/server-env";
import type { Role } from "./roles";
import { checkedFactor } from "./session-checks";

/** What a session needs before a page or action that asks for two-step sign-in may go on. */
export type TwoStepNeed = "none" | "code" | "enrol";

export type TwoStepSession = {
  /** The session's `aal` claim. */
  aal: unknown;
  /** Whether the account has a verified factor, as the live check last saw it. */
  hasFactor: boolean;
  role: Role;
};

/**
 * Whether a session counts as signed in to the portal at all: not while an account with a
 * verified factor has not yet given its code (`aal1`).
 */
export function isCodePending(session: Pick<TwoStepSession, "aal" | "hasFactor">): boolean {
  return session.hasFactor && session.aal !== "aal2";
}

/**
 * What `session` still needs for a page that `requirement` covers when `isCovered`: the code
 * (a factor, an `aal1` session), a factor to enrol (none yet), or nothing. A pending code is
 * needed everywhere, covered or not.
 */
export function twoStepNeed(
  session: TwoStepSession,
  requirement: TwoStepRequirement,
  isSensitive: boolean,
): TwoStepNeed {
  if (isCodePending(session)) return "code";
  const isCovered =
    requirement === "all" || (requirement === "admins" && isSensitive && session.role === "admin");
  if (!isCovered || session.aal === "aal2") return "none";
  return session.hasFactor ? "code" : "enrol";
}

/**
 * The verified claims' two-step standing: their `aal`, and whether the live check of their
 * session found a verified factor on the account.
 */
export function claimsTwoStep(claims: JwtPayload): Pick<TwoStepSession, "aal" | "hasFactor"> {
  const sessionId = typeof claims.session_id === "string" ? claims.session_id : "";
  return { aal: claims.aal, hasFactor: checkedFactor(sessionId) };
}

/** True when the account has a verified factor: its sessions need a code to reach `aal2`. */
export function hasVerifiedFactor(user: Pick<User, "factors">): boolean {
  return (user.factors ?? []).some((factor) => factor.status === "verified");
}
