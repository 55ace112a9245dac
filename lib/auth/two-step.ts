import type { User } from "@supabase/supabase-js";
import type { TwoStepRequirement } from "@/lib/server-env";
import type { Role } from "./roles";

/** What a session needs before a page or action that asks for two-step sign-in may go on. */
export type TwoStepNeed = "none" | "code" | "enrol";

/**
 * What a page is to `REQUIRE_TWO_STEP`: an admin tool (a page only admins open), any other staff
 * page, or the page where a person enrols a factor, which no setting covers.
 */
export type TwoStepPage = "admin-tool" | "staff-page" | "enrolment";

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

/** The page a role opens, as `REQUIRE_TWO_STEP` sees it: the admin role's pages are admin tools. */
export function twoStepPageOf(role: Role): TwoStepPage {
  return role === "admin" ? "admin-tool" : "staff-page";
}

/**
 * Whether `requirement` (`REQUIRE_TWO_STEP`) asks a session of `role` for two-step sign-in on
 * `page`: `all` on every staff page, `admins` of an admin on the admin tools, `none` nowhere;
 * no setting on the page where a person enrols.
 */
function isCovered(requirement: TwoStepRequirement, page: TwoStepPage, role: Role): boolean {
  if (page === "enrolment") return false;
  return (
    requirement === "all" || (requirement === "admins" && page === "admin-tool" && role === "admin")
  );
}

/**
 * What `session` still needs on `page` under `requirement`: the code (a factor, an `aal1`
 * session), a factor to enrol (none yet), or nothing. A pending code is needed everywhere,
 * covered or not.
 */
export function twoStepNeed(
  session: TwoStepSession,
  requirement: TwoStepRequirement,
  page: TwoStepPage,
): TwoStepNeed {
  if (isCodePending(session)) return "code";
  if (!isCovered(requirement, page, session.role) || session.aal === "aal2") return "none";
  return session.hasFactor ? "code" : "enrol";
}

/** True when the account has a verified factor: its sessions need a code to reach `aal2`. */
export function hasVerifiedFactor(user: Pick<User, "factors">): boolean {
  return (user.factors ?? []).some((factor) => factor.status === "verified");
}
