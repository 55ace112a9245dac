import { NextResponse, type NextRequest } from "next/server";
import {
  isProtectedPath,
  isSignInPath,
  loginPath,
  LOGIN_PATH,
  PORTAL_PATH,
  safeNextPath,
  twoStepPath,
} from "@/lib/auth/paths";
import { claimsTwoStep, isCodePending } from "@/lib/auth/two-step";
import { syncSignedInHint } from "@/lib/auth/signed-in-hint";
import { findLink, portalNav } from "@/lib/portal/nav";
import { isToolRoute } from "@/lib/portal/tool-routes";
import { screenRequest } from "@/lib/request-guard";
import { isDevelopment, sessionInactivitySeconds } from "@/lib/server-env";
import { nonceRequestPolicy, setPrivateHeaders } from "@/lib/security-headers";
import { verifyAccessToken, verifySession } from "@/lib/auth/verify";
import { updateSession } from "@/lib/supabase/proxy";

const PREFETCH_HEADERS = ["next-router-prefetch", "next-router-segment-prefetch"];

function isPrefetch(request: NextRequest): boolean {
  return (
    PREFETCH_HEADERS.some((name) => request.headers.has(name)) ||
    request.headers.get("purpose") === "prefetch"
  );
}

function isUnknownPortalPage(pathname: string): boolean {
  return (
    pathname !== PORTAL_PATH &&
    isProtectedPath(pathname) &&
    !findLink(portalNav, pathname) &&
    !isToolRoute(pathname)
  );
}

/** The signed-out redirect: `expired=1` for a lost session, `error=unavailable` in an outage. */
function signInTarget(pathAndQuery: string, hasLostSession: boolean, isUnavailable: boolean) {
  return loginPath(pathAndQuery, {
    hasExpired: hasLostSession && !isUnavailable,
    error: isUnavailable ? "unavailable" : undefined,
  });
}

export async function proxy(request: NextRequest) {
  const refused = await screenRequest(request);
  if (refused) return refused;
  const { pathname, search, searchParams } = request.nextUrl;
  // A public page reaches the proxy only for a possible Server Action post: screened, untouched.
  if (!isProtectedPath(pathname) && !isSignInPath(pathname)) return NextResponse.next();

  const csp = nonceRequestPolicy(request, isDevelopment());

  let final: NextResponse;
  if (isPrefetch(request)) {
    // A prefetch neither refreshes nor decides access: the page verifies the user itself, and a
    // prefetch answered after a sign-out cannot bring the session cookies back.
    final = NextResponse.next({ request });
  } else {
    const { response, claims, hasLostSession, isUnavailable } = await updateSession(request, {
      verifyAccessToken,
      verifySession,
    });
    // Until an account with a factor gives its code, its session is not signed in to the portal.
    const owesCode = claims !== null && isCodePending(claimsTwoStep(claims));
    const isSignedIn = claims !== null && !owesCode;
    let target: string | null = null;
    if (owesCode && isProtectedPath(pathname)) {
      target = twoStepPath(`${pathname}${search}`);
    } else if (!claims && isProtectedPath(pathname)) {
      target = signInTarget(`${pathname}${search}`, hasLostSession, isUnavailable);
    } else if (isSignedIn && pathname === LOGIN_PATH && request.method === "GET") {
      target = safeNextPath(searchParams.get("next"));
    }
    if (target) {
      final = redirectKeepingCookies(response, new URL(target, request.url));
    } else if (isSignedIn && isUnknownPortalPage(pathname)) {
      // The portal streams its shell before the page can call notFound(), too late for a 404.
      final = NextResponse.next({ request, status: 404 });
      for (const cookie of response.cookies.getAll()) final.cookies.set(cookie);
    } else {
      final = response;
    }
    syncSignedInHint(request, final, isSignedIn, sessionInactivitySeconds());
  }
  setPrivateHeaders(final, csp);
  return final;
}

/** A redirect that still delivers the cookies the session refresh wrote. */
function redirectKeepingCookies(from: NextResponse, url: URL): NextResponse {
  const to = NextResponse.redirect(url);
  for (const cookie of from.cookies.getAll()) to.cookies.set(cookie);
  return to;
}

// Next reads the matcher statically, so it is a literal; a unit test holds it to PRIVATE_PREFIXES.
// The private prefixes, plus any request Next may take for a Server Action on any page: one with
// a `Next-Action` or a body type (GETs to public pages carry neither and stay static).
export const config = {
  matcher: [
    "/portal",
    "/portal/:path*",
    "/login",
    "/login/:path*",
    "/auth",
    "/auth/:path*",
    { source: "/:path*", has: [{ type: "header", key: "next-action" }] },
    { source: "/:path*", has: [{ type: "header", key: "content-type" }] },
  ],
};
