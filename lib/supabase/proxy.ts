import { createServerClient } from "@supabase/ssr";
import type { JwtPayload } from "@supabase/supabase-js";
import { NextResponse, type NextRequest } from "next/server";
import { visitorAddress } from "@/lib/auth/client-address";
import { isSessionCookie } from "@/lib/auth/session-cookie";
import { verifyAccessToken, verifySession, type Verification } from "@/lib/auth/verify";
import {
  authClientGlobals,
  sessionCookieOptions,
  supabaseConfig,
  withSessionLifetime,
} from "./config";
import { isRefreshDue, storedAccessToken } from "./session-token";

type SessionUpdate = {
  /** The response to build on: it carries any refreshed session cookies. */
  response: NextResponse;
  /** Verified claims of the signed-in staff member, or null when nobody is signed in. */
  claims: JwtPayload | null;
  /** True when the request carried a session cookie that no longer holds a valid session. */
  hasLostSession: boolean;
  /** True when the auth service failed or timed out, so the visitor counts as signed out. */
  isUnavailable: boolean;
};

/**
 * Verifies the session carried by `request`, refreshing it only when it is due: then the
 * refreshed cookies are written both onto the request (so the page rendering behind the proxy
 * sees them) and onto the response. A session that is not due is checked without a client bound
 * to the cookies, since such a client starts a refresh of its own once it is near expiry.
 */
export async function updateSession(request: NextRequest): Promise<SessionUpdate> {
  const hadSessionCookie = request.cookies.getAll().some(({ name }) => isSessionCookie(name));
  const address = visitorAddress(request.headers);
  const cookieOptions = sessionCookieOptions(
    request.headers.get("x-forwarded-proto") ?? request.nextUrl.protocol,
  );
  const accessToken = await storedAccessToken(
    cookieOptions.name,
    (name) => request.cookies.get(name)?.value,
  );

  if (accessToken && !isRefreshDue(accessToken, Date.now() / 1000)) {
    const verified = await verifyAccessToken(accessToken, address);
    return { response: NextResponse.next({ request }), ...outcome(verified, hadSessionCookie) };
  }

  let response = NextResponse.next({ request });
  let hasRefreshed = false;
  const { url, publishableKey } = supabaseConfig();
  const supabase = createServerClient(url, publishableKey, {
    cookieOptions,
    global: authClientGlobals(address),
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll: (cookiesToSet, headers) => {
        hasRefreshed ||= cookiesToSet.some(({ value }) => value !== "");
        for (const { name, value } of cookiesToSet) request.cookies.set(name, value);
        response = NextResponse.next({ request });
        for (const { name, value, options } of cookiesToSet) {
          response.cookies.set(name, value, withSessionLifetime(options));
        }
        for (const [key, value] of Object.entries(headers)) response.headers.set(key, value);
      },
    },
  });

  // Nothing may run between creating the client and this call: it is what refreshes the session.
  const verified = await verifySession(supabase, () => hasRefreshed);
  return { response, ...outcome(verified, hadSessionCookie) };
}

function outcome({ claims, isUnavailable }: Verification, hadSessionCookie: boolean) {
  return { claims, isUnavailable, hasLostSession: hadSessionCookie && !claims };
}
