import { NextResponse, type NextRequest } from "next/server";
import { isProtectedPath, loginPath, LOGIN_PATH, safeNextPath } from "@/lib/auth/paths";
import { syncSignedInHint } from "@/lib/auth/session-cookie";
import { contentSecurityPolicy, createNonce } from "@/lib/csp";
import { updateSession } from "@/lib/supabase/proxy";

export async function proxy(request: NextRequest) {
  const isDevelopment = process.env.NODE_ENV === "development";
  const csp = contentSecurityPolicy({ nonce: createNonce(), isDevelopment });
  // Next reads the nonce from the request's policy and stamps its own scripts with it.
  request.headers.set("Content-Security-Policy", csp);

  const { response, claims, hasLostSession } = await updateSession(request);
  const { pathname, search, searchParams } = request.nextUrl;

  let target: string | null = null;
  if (!claims && isProtectedPath(pathname)) {
    target = loginPath(`${pathname}${search}`, { hasExpired: hasLostSession });
  } else if (claims && pathname === LOGIN_PATH && request.method === "GET") {
    target = safeNextPath(searchParams.get("next"));
  }
  const final = target ? redirectKeepingCookies(response, new URL(target, request.url)) : response;

  syncSignedInHint(request, final, claims !== null);
  final.headers.set("Content-Security-Policy", csp);
  final.headers.set("Cache-Control", "private, no-store");
  // Nothing of these pages' addresses leaves the site. Not `no-referrer`: Chrome then sends
  // `Origin: null` with form posts, which Next's Server Action check rejects.
  final.headers.set("Referrer-Policy", "same-origin");
  return final;
}

/** A redirect that still delivers the cookies the session refresh wrote. */
function redirectKeepingCookies(from: NextResponse, url: URL): NextResponse {
  const to = NextResponse.redirect(url);
  for (const cookie of from.cookies.getAll()) to.cookies.set(cookie);
  return to;
}

// Prefetches skip the proxy (Next's own advice): the portal layout still verifies them, and a
// prefetch answered after a sign-out can no longer bring the session cookies back. Next reads
// this object statically, so the prefetch headers are spelled out in place.
export const config = {
  matcher: [
    {
      source: "/(portal|portal/.*|login)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "next-router-segment-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
    "/auth/:path*",
  ],
};
