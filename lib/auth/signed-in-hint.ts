import type { NextRequest, NextResponse } from "next/server";

/**
 * A cookie that holds no secret, only "someone is signed in here", so the prerendered public
 * pages can label the top bar's last item Dashboard without asking the server. Never trusted
 * for access: the proxy and the portal verify the session itself.
 */
export const SIGNED_IN_HINT_COOKIE = "sv-signed-in";

/**
 * Brings the hint in line with a verified page view, kept `maxAgeSeconds` as the session is.
 * Only GETs touch it: a sign-out POST is verified before the session ends, and clears the hint
 * itself. Read in the browser too, so nothing here reads the server's environment.
 */
export function syncSignedInHint(
  request: NextRequest,
  response: NextResponse,
  isSignedIn: boolean,
  maxAgeSeconds: number,
) {
  if (request.method !== "GET") return;
  if (isSignedIn) {
    response.cookies.set(SIGNED_IN_HINT_COOKIE, "1", {
      path: "/",
      sameSite: "lax",
      maxAge: maxAgeSeconds,
    });
  } else if (request.cookies.has(SIGNED_IN_HINT_COOKIE)) {
    response.cookies.delete(SIGNED_IN_HINT_COOKIE);
  }
}
