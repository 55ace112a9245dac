import { createServerClient } from "@supabase/ssr";
import type { JwtPayload } from "@supabase/supabase-js";
import { NextResponse, type NextRequest } from "next/server";
import { clientAddress, trustedProxy } from "@/lib/auth/client-address";
import { isSessionCookie } from "@/lib/auth/session-cookie";
import { verifyStaff } from "@/lib/auth/verify";
import {
  authClientGlobals,
  sessionCookieOptions,
  supabaseConfig,
  withSessionLifetime,
} from "./config";

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
 * Refreshes the session carried by `request` and verifies it. Refreshed cookies are written
 * both onto the request (so the page rendering behind the proxy sees them) and onto the response.
 */
export async function updateSession(request: NextRequest): Promise<SessionUpdate> {
  const hadSessionCookie = request.cookies.getAll().some(({ name }) => isSessionCookie(name));
  let response = NextResponse.next({ request });
  let hasRefreshed = false;
  const { url, publishableKey } = supabaseConfig();

  const supabase = createServerClient(url, publishableKey, {
    cookieOptions: sessionCookieOptions(
      request.headers.get("x-forwarded-proto") ?? request.nextUrl.protocol,
    ),
    global: authClientGlobals(clientAddress(request.headers, trustedProxy())),
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
  const { claims, isUnavailable } = await verifyStaff(supabase, () => hasRefreshed);
  return { response, claims, hasLostSession: hadSessionCookie && !claims, isUnavailable };
}
