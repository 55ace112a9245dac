import "server-only";
import { forbidden, redirect } from "next/navigation";
import { cache } from "react";
import { twoStepRequirement } from "@/lib/server-env";
import { requestAccessToken } from "@/lib/supabase/server";
import { requestAddress } from "@/lib/visitor-address/request";
import { enrolPath, loginPath, twoStepPath } from "./paths";
import { hasRole, type Role } from "./roles";
import { sessionStanding, type SessionStanding, type SessionVerification } from "./standing";
import { twoStepNeed, twoStepPageOf, type TwoStepPage, type TwoStepSession } from "./two-step";
import { verifyAccessToken } from "./verify";

export type CurrentUser = {
  id: string;
  email: string;
  /** The staff role the last live check of the session found. */
  role: Role;
  /** When the access token expires, in epoch seconds. */
  expiresAt: number;
};

/**
 * The check of this request's session by `verifyAccessToken`, memoised per request: it tells a
 * session that could not be checked now (`isUnavailable`) from one that has ended.
 */
export const verifyCurrentSession = cache(async (): Promise<SessionVerification> =>
  verifyAccessToken(await requestAccessToken(), await requestAddress()),
);

type VerifiedSession = { user: CurrentUser; standing: SessionStanding; twoStep: TwoStepSession };

/** This request's verified staff session with its standing, signed in or owing a code, or null. */
const currentSession = cache(async (): Promise<VerifiedSession | null> => {
  const verification = await verifyCurrentSession();
  if (!verification.claims) return null;
  const { claims, staff } = verification;
  const { sub, email, exp, aal } = claims;
  const user = {
    id: sub,
    email: typeof email === "string" ? email : "",
    role: staff.role,
    expiresAt: exp,
  };
  return { user, standing: sessionStanding(verification), twoStep: { ...staff, aal } };
});

/**
 * The signed-in staff member of this request, verified by `verifyAccessToken` from the token
 * the request carries (the proxy refreshed it when due), or null: also null while an account
 * with a verified factor has not given its code (an `aal1` session). Memoised per request, so
 * layouts, pages, route handlers and actions share one check.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const session = await currentSession();
  return session?.standing === "signed-in" ? session.user : null;
});

/**
 * The signed-in staff member who has given their code if their account has a factor, whatever
 * `REQUIRE_TWO_STEP` asks: for the account page, where a person enrols one. Without a session, a
 * redirect to the sign-in page, with a code owed, to the code step; both come back to `next`.
 */
export function requireSignedIn(next = "/portal"): Promise<CurrentUser> {
  return requireUser(next, { twoStep: "enrolment" });
}

/**
 * The signed-in staff member, or a redirect that comes back to `next`: to the sign-in page, to
 * the code step while the code is owed, or to enrol a factor on the account page when
 * `REQUIRE_TWO_STEP` covers this person on `twoStep`, what this page is to it (`twoStepNeed`;
 * a staff page by default). Every portal page, route handler and action calls it itself (through
 * `requireRole` or `requireSignedIn`): the proxy is an early redirect, not a lock.
 */
export async function requireUser(
  next = "/portal",
  { twoStep = "staff-page" }: { twoStep?: TwoStepPage } = {},
): Promise<CurrentUser> {
  const session = await currentSession();
  if (!session) redirect(loginPath(next));
  const need = twoStepNeed(session.twoStep, twoStepRequirement(), twoStep);
  if (need === "code") redirect(twoStepPath(next));
  if (need === "enrol") redirect(enrolPath(next));
  return session.user;
}

/**
 * The signed-in staff member when their role opens `need`: without a session, a redirect to the
 * sign-in page that comes back to `next` (or to the two-step steps, see `requireUser`: a page
 * that `need` admin opens is an admin tool, which `REQUIRE_TWO_STEP=admins` covers); with a role
 * short of `need`, Next's 403 (`forbidden()`), thrown before the caller reads anything of the
 * request, so nothing changes.
 */
export async function requireRole(need: Role, next = "/portal"): Promise<CurrentUser> {
  const user = await requireUser(next, { twoStep: twoStepPageOf(need) });
  if (!hasRole(user.role, need)) forbidden();
  return user;
}
