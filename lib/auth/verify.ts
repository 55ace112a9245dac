import {
  isAuthError,
  type JwtPayload,
  type SupabaseClient,
  type User,
} from "@supabase/supabase-js";
import { supabaseConfig, supabaseJwtIssuer } from "@/lib/server-env";
import { authDeadline, type AuthDeadline } from "@/lib/supabase/deadline";
import { hasExpired } from "@/lib/supabase/session-token";
import { createTokenVerifier } from "@/lib/supabase/verifier";
import { isRevokedSession } from "./revocation";
import { recordActivity } from "./session-activity";
import { roleOf } from "./roles";
import { forgetCheck, recentCheck, recordCheck } from "./session-checks";
import { isStaffAccount, isStaffClaims, projectIssuer } from "./staff";
import type { SessionVerification } from "./standing";
import { hasVerifiedFactor } from "./two-step";
import { knownClaims, rememberClaims } from "./verified-tokens";

type Outcome<T> = { data: T | null; error: unknown };

/** How a check reaches the auth service about one session. */
type SessionService = {
  /** The account as the auth service holds it now; fails once the session is revoked. */
  currentUser: () => Promise<Outcome<{ user: User | null }>>;
  /** Ends the session on the auth service (and, for a cookie-bound client, in its cookies). */
  revoke: () => Promise<unknown>;
};

const signedOut: SessionVerification = { claims: null, staff: null, isUnavailable: false };
const unavailable: SessionVerification = { claims: null, staff: null, isUnavailable: true };

/**
 * True when an error says "not now" rather than "no": the service unreachable, timed out or
 * failing (5xx), refusing for now (429, and 409 for a contended row), or an error that is not
 * the service's answer at all. Such an error never ends a session.
 */
export function isTransientFailure(error: unknown): boolean {
  if (!isAuthError(error)) return true;
  const status = error.status;
  return status === undefined || status === 0 || status >= 500 || [408, 409, 429].includes(status);
}

function settle<T>(call: Promise<Outcome<T>>): Promise<Outcome<T>> {
  return call.catch((thrown: unknown) => ({ data: null, error: thrown }));
}

/** When the session signed in: the earliest `amr` entry, which every refresh carries over. */
function signedInAtMs(claims: JwtPayload): number | null {
  const times = (Array.isArray(claims.amr) ? (claims.amr as unknown[]) : [])
    .map((entry) =>
      typeof entry === "object" && entry !== null && "timestamp" in entry ? entry.timestamp : null,
    )
    .filter((time): time is number => typeof time === "number");
  return times.length > 0 ? Math.min(...times) * 1000 : null;
}

/**
 * What every check shares once a token's signature and expiry are verified: a staff member of
 * this project, whose session is confirmed at most once per check interval. Then the auth
 * service confirms the session live and the account still staff and not banned (`wasRefreshed`:
 * a refresh just did, and its token's claims are the account's current ones), the session signed
 * in after the account's last revocation (`isRevokedSession`), and the server-side record of the
 * session's last activity must be within the inactivity limit: a revoked or idle session is
 * revoked on the auth service too. A refused session is asked about again at its next use. The
 * answer carries, beside the claims, the staff standing the last live check found: the role, so
 * a role an admin changed counts from the next live check on, not from the token's next refresh,
 * and whether the account has a verified factor, which the token does not say (an `aal1` session
 * of such an account is not yet signed in to the portal, see `sessionStanding`).
 */
async function checkStaff(
  verified: Outcome<{ claims: JwtPayload }>,
  service: SessionService,
  wasRefreshed = false,
): Promise<SessionVerification> {
  if (verified.error || !verified.data) {
    return verified.error && isTransientFailure(verified.error) ? unavailable : signedOut;
  }
  const { claims } = verified.data;
  const issuer = projectIssuer(supabaseConfig().url, supabaseJwtIssuer());
  if (!isStaffClaims(claims, issuer, Math.floor(Date.now() / 1000))) return signedOut;
  const sessionId = typeof claims.session_id === "string" ? claims.session_id : "";
  const signedInAt = signedInAtMs(claims);
  const ended = async () => {
    forgetCheck(sessionId);
    await service.revoke().catch(() => null);
    return signedOut;
  };
  // A token issued after a revocation (refreshed once the account was reactivated) carries it.
  if (isRevokedSession(signedInAt, claims.app_metadata)) return ended();
  const recent = recentCheck(sessionId);
  if (recent) {
    return {
      claims,
      staff: { role: recent.role, hasFactor: recent.hasFactor },
      isUnavailable: false,
    };
  }
  let role = roleOf(claims.app_metadata);
  // An aal2 token implies a factor; an aal1 token cannot tell whether the account has one.
  let hasFactor = claims.aal === "aal2";
  if (!wasRefreshed || !hasFactor) {
    const { data, error } = await settle(service.currentUser());
    if (error) {
      forgetCheck(sessionId);
      return isTransientFailure(error) ? unavailable : signedOut;
    }
    if (!data?.user || !isStaffAccount(data.user, Date.now())) {
      forgetCheck(sessionId);
      return signedOut;
    }
    if (isRevokedSession(signedInAt, data.user.app_metadata)) return ended();
    role = roleOf(data.user.app_metadata);
    hasFactor = hasVerifiedFactor(data.user);
  }
  if (!role) return signedOut;
  if ((await recordActivity(sessionId, signedInAt)) === "idle") return ended();
  recordCheck(sessionId, { role, hasFactor });
  return { claims, staff: { role, hasFactor }, isUnavailable: false };
}

/**
 * The proxy's check: the session in the request's cookies, refreshed when due (the proxy is the
 * one place that can store a refreshed session for every kind of request), then `checkStaff`.
 * `supabase` must fetch through `deadline`: refresh, claims and live check share its time, and
 * when it passes first the visitor counts as unavailable. `wasRefreshed` tells whether this very
 * check refreshed the session.
 */
export function verifySession(
  supabase: SupabaseClient,
  wasRefreshed: () => boolean,
  deadline: AuthDeadline,
): Promise<SessionVerification> {
  const check = async () => {
    const verified = await settle(supabase.auth.getClaims());
    return checkStaff(
      verified,
      {
        currentUser: () => supabase.auth.getUser(),
        revoke: () => supabase.auth.signOut({ scope: "local" }),
      },
      wasRefreshed(),
    );
  };
  return deadline.race(check(), unavailable);
}

/**
 * The check of pages, route handlers and actions (and of the proxy when no refresh is due): the
 * access token exactly as the request carries it, never refreshed. A refresh here could not
 * reach the browser from a page, and would rotate the refresh token under the cookies the
 * browser keeps. A token this process verified before skips the signature check, not the rest.
 * Every call to the auth service shares one deadline (`authTimeoutMs()`, or the caller's).
 */
export async function verifyAccessToken(
  accessToken: string | null,
  clientAddress: string | null,
  deadline: AuthDeadline = authDeadline(),
): Promise<SessionVerification> {
  if (!accessToken) return signedOut;
  // The proxy refreshes a session before its token expires and clears one that has ended: an
  // expired token behind it is one the proxy could not refresh for now (an outage, a limit).
  if (hasExpired(accessToken, Date.now() / 1000)) return unavailable;
  let client: SupabaseClient | undefined;
  const verifier = () => (client ??= createTokenVerifier(clientAddress, deadline.fetch));
  const check = async () => {
    const known = knownClaims(accessToken);
    const verified = known
      ? { data: { claims: known }, error: null }
      : await settle(verifier().auth.getClaims(accessToken));
    if (!known && verified.data) rememberClaims(accessToken, verified.data.claims);
    return checkStaff(verified, {
      currentUser: () => verifier().auth.getUser(accessToken),
      revoke: () => verifier().auth.admin.signOut(accessToken, "local"),
    });
  };
  return deadline.race(check(), unavailable);
}

/** True when a just-issued access token belongs to a staff member of this project. */
export async function isStaffToken(supabase: SupabaseClient, accessToken: string) {
  const { data } = await settle(supabase.auth.getClaims(accessToken));
  const issuer = projectIssuer(supabaseConfig().url, supabaseJwtIssuer());
  return data !== null && isStaffClaims(data.claims, issuer, Math.floor(Date.now() / 1000));
}
