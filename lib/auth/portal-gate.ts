import {
  isProtectedPath,
  isSignInPath,
  loginPath,
  LOGIN_PATH,
  safeNextPath,
  twoStepPath,
} from "./paths";
import type { SessionStanding } from "./standing";

/** What the proxy does with a request before reading any session. */
export type GateScope = "public" | "prefetch" | "session";

/** The request to a private path, as the gate reads it. */
export type GateRequest = { pathname: string; search: string; method: string };

/** The session as the proxy's check found it. */
export type GateSession = {
  standing: SessionStanding;
  /** The request carried a session cookie that no longer holds a valid session. */
  hasLostSession: boolean;
  /** The auth service failed or timed out, so nobody could be verified. */
  isUnavailable: boolean;
};

export type GateDecision =
  { action: "next" } | { action: "redirect"; to: string } | { action: "not-found" };

const PREFETCH_HEADERS = ["next-router-prefetch", "next-router-segment-prefetch"];

/**
 * A public page is left alone (it reaches the proxy only for a possible Server Action post); a
 * prefetch of a private one is let through unchecked, since it neither refreshes nor decides
 * access (the page verifies the user itself, and a prefetch answered after a sign-out cannot
 * bring the session cookies back); any other private request has its session checked.
 */
export function gateScope(pathname: string, headers: Headers): GateScope {
  if (!isProtectedPath(pathname) && !isSignInPath(pathname)) return "public";
  const isPrefetch =
    PREFETCH_HEADERS.some((name) => headers.has(name)) || headers.get("purpose") === "prefetch";
  return isPrefetch ? "prefetch" : "session";
}

/**
 * What the proxy answers a private request given its session: a portal page sends a session
 * owing its code to the code step, and a signed-out visitor to sign in (`expired=1` for a lost
 * session, `error=unavailable` in an outage), both coming back; a GET of the sign-in page sends
 * a signed-in visitor on to its `next`; a portal page `isKnownPage` does not know is a 404 for the
 * signed-in (the portal streams its shell before the page can call notFound(), too late for a
 * 404). Everything else goes on: the pages verify the user themselves.
 */
export function portalGate(
  { pathname, search, method }: GateRequest,
  { standing, hasLostSession, isUnavailable }: GateSession,
  isKnownPage: (pathname: string) => boolean,
): GateDecision {
  const isPortal = isProtectedPath(pathname);
  if (isPortal && standing === "code-owed") {
    return { action: "redirect", to: twoStepPath(`${pathname}${search}`) };
  }
  if (isPortal && standing === "signed-out") {
    const to = loginPath(`${pathname}${search}`, {
      hasExpired: hasLostSession && !isUnavailable,
      error: isUnavailable ? "unavailable" : undefined,
    });
    return { action: "redirect", to };
  }
  if (standing !== "signed-in") return { action: "next" };
  if (pathname === LOGIN_PATH && method === "GET") {
    return { action: "redirect", to: safeNextPath(new URLSearchParams(search).get("next")) };
  }
  return isPortal && !isKnownPage(pathname) ? { action: "not-found" } : { action: "next" };
}
