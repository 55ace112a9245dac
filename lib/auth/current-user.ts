import "server-only";
import { forbidden, redirect } from "next/navigation";
import { cache } from "react";
import { requestAccessToken } from "@/lib/supabase/server";
import { requestAddress } from "@/lib/visitor-address/request";
import { loginPath } from "./paths";
import { hasRole, roleOf, type Role } from "./roles";
import type { Verification } from "@/lib/supabase/verifier";
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

/**
 * The signed-in staff member of this request, verified by `verifyAccessToken` from the token
 * the request carries (the proxy refreshed it when due), or null. Memoised per
 * request, so layouts, pages, route handlers and actions share one check.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const { claims } = await verifyCurrentSession();
  if (!claims) return null;
  const { sub, email, exp } = claims;
  const role = roleOf(claims.app_metadata);
  if (!role) return null;
  return { id: sub, email: typeof email === "string" ? email : "", role, expiresAt: exp };
});

/**
 * The signed-in staff member, or a redirect to the sign-in page that comes back to `next`. Every
 * portal page, route handler and action calls it itself: the proxy is an early redirect, not a lock.
 */
export async function requireUser(next = "/portal"): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) redirect(loginPath(next));
  return user;
}

/**
 * The signed-in staff member when their role opens `need`: without a session, a redirect to the
 * sign-in page that comes back to `next`; with a role short of `need`, Next's 403 (`forbidden()`),
 * thrown before the caller reads anything of the request, so nothing changes.
 */
export async function requireRole(need: Role, next = "/portal"): Promise<CurrentUser> {
  const user = await requireUser(next);
  if (!hasRole(user.role, need)) forbidden();
  return user;
}
