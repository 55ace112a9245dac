import "server-only";
import { forbidden, redirect } from "next/navigation";
import { cache } from "react";
import { twoStepRequirement } from "@/lib/server-env";
import { requestAccessToken } from "@/lib/supabase/server";
import { requestAddress } from "@/lib/visitor-address/request";
import { enrolPath, loginPath, twoStepPath } from "./paths";
import { hasRole, roleOf, type Role } from "./roles";
import type { Verification } from "@/lib/supabase/verifier";
import { claimsTwoStep, isCodePending, twoStepNeed, type TwoStepSession } from "./two-step";
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
export const verifyCurrentSession = cache(async (): Promise<Verification> =>
  verifyAccessToken(await requestAccessToken(), await requestAddress()),
);

type VerifiedSession = { user: CurrentUser; twoStep: TwoStepSession };

/** This request's verified staff session with its two-step standing, or null. */
const currentSession = cache(async (): Promise<VerifiedSession | null> => {
  const { claims } = await verifyCurrentSession();
  if (!claims) return null;
  const { sub, email, exp } = claims;
  const role = roleOf(claims.app_metadata);
  if (!role) return null;
  const user = { id: sub, email: typeof email === "string" ? email : "", role, expiresAt: exp };
  return { user, twoStep: { ...claimsTwoStep(claims), role } };
});

/**
 * The signed-in staff member of this request, verified by `verifyAccessToken` from the token
 * the request carries (the proxy refreshed it when due), or null: also null while an account
 * with a verified factor has not given its code (an `aal1` session). Memoised per request, so
 * layouts, pages, route handlers and actions share one check.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const session = await currentSession();
  return session && !isCodePending(session.twoStep) ? session.user : null;
});

/**
 * The signed-in staff member who has given their code if their account has a factor, whatever
 * `REQUIRE_TWO_STEP` asks: for the account page, where a person enrols one. Without a session, a
 * redirect to the sign-in page, with a code owed, to the code step; both come back to `next`.
 */
export async function requireSignedIn(next = "/portal"): Promise<CurrentUser> {
  const session = await currentSession();
  if (!session) redirect(loginPath(next));
  if (isCodePending(session.twoStep)) redirect(twoStepPath(next));
  return session.user;
}

/**
 * The signed-in staff member, or a redirect that comes back to `next`: to the sign-in page, to
 * the code step while the code is owed, or to enrol a factor on the account page when
 * `REQUIRE_TWO_STEP` covers this person here (`isAdminOnly`: a page or action only admins open,
 * which `admins` covers). Every portal page, route handler and action calls it itself (through
 * `requireRole`): the proxy is an early redirect, not a lock.
 */
export async function requireUser(next = "/portal", isAdminOnly = false): Promise<CurrentUser> {
  const session = await currentSession();
  if (!session) redirect(loginPath(next));
  const need = twoStepNeed(session.twoStep, twoStepRequirement(), isAdminOnly);
  if (need === "code") redirect(twoStepPath(next));
  if (need === "enrol") redirect(enrolPath(next));
  return session.user;
}

/**
 * The signed-in staff member when their role opens `need`: without a session, a redirect to the
 * sign-in page that comes back to `next` (or to the two-step steps, see `requireUser`: an
 * admin-only page needs the code under `REQUIRE_TWO_STEP=admins`); with a role short of `need`,
 * Next's 403 (`forbidden()`), thrown before the caller reads anything of the request, so nothing
 * changes.
 */
export async function requireRole(need: Role, next = "/portal"): Promise<CurrentUser> {
  const user = await requireUser(next, need === "admin");
  if (!hasRole(user.role, need)) forbidden();
  return user;
}
