import { createServerClient, type CookieOptions } from "@supabase/ssr";
import type { SupabaseClient } from "@supabase/supabase-js";
import { NextResponse, type NextRequest } from "next/server";
import { visitorAddress } from "@/lib/visitor-address/headers";
import { authClientGlobals, sessionCookieOptions, withSessionLifetime } from "./config";
import { supabaseConfig } from "@/lib/server-env";
import { authDeadline, type AuthDeadline } from "./deadline";
import { isRefreshDue, isSessionCookie, storedAccessToken } from "./session-token";
import type { Verification } from "./verifier";

/** The check's verification (nobody signed in while the auth service fails or times out), and: */
type SessionUpdate<Staff> = Verification<Staff> & {
  /** The response to build on: it carries any refreshed session cookies. */
  response: NextResponse;
  /** True when the request carried a session cookie that no longer holds a valid session. */
  hasLostSession: boolean;
};

type CookieWrite = { name: string; value: string; options: CookieOptions };

/** The rules that decide whether a session stands (lib/auth/verify.ts), handed in by the caller. */
export type SessionChecks<Staff> = {
  /** Checks an access token exactly as the request carries it, never refreshing it. */
  verifyAccessToken(
    accessToken: string,
    clientAddress: string | null,
  ): Promise<Verification<Staff>>;
  /** Checks the session of `supabase`, which refreshes it when due, fetching through `deadline`. */
  verifySession(
    supabase: SupabaseClient,
    wasRefreshed: () => boolean,
    deadline: AuthDeadline,
  ): Promise<Verification<Staff>>;
};

/**
 * Verifies the session carried by `request` by `checks`, refreshing it only when it is due. A session that
 * is not due is checked without a client bound to the cookies, since such a client starts a
 * refresh of its own once it is near expiry; a request without a session cookie builds no client.
 *
 * A refresh runs against one deadline (`authTimeoutMs()`), retries included. What auth-js
 * writes is held back until the check is over, then written both onto the request (so the page
 * rendering behind the proxy sees it) and onto the response, unless it would end the session
 * although only an outage, a rate limit or the deadline stopped the check (auth-js drops a
 * session whose refresh was refused in any way once its access token has expired): such a
 * session is kept for the next try. Nothing auth-js writes after the deadline reaches anyone.
 */
export async function updateSession<Staff>(
  request: NextRequest,
  { verifyAccessToken, verifySession }: SessionChecks<Staff>,
): Promise<SessionUpdate<Staff>> {
  const hadSessionCookie = request.cookies.getAll().some(({ name }) => isSessionCookie(name));
  const address = visitorAddress(request.headers);
  const cookieOptions = sessionCookieOptions(
    request.headers.get("x-forwarded-proto") ?? request.nextUrl.protocol,
  );
  const accessToken = await storedAccessToken(
    cookieOptions.name,
    (name) => request.cookies.get(name)?.value,
  );

  // Without a session cookie there is nothing to refresh, nor anyone to verify.
  if (!hadSessionCookie) {
    const response = NextResponse.next({ request });
    return { response, claims: null, staff: null, isUnavailable: false, hasLostSession: false };
  }
  if (accessToken && !isRefreshDue(accessToken, Date.now() / 1000)) {
    const verified = await verifyAccessToken(accessToken, address);
    return { response: NextResponse.next({ request }), ...outcome(verified, hadSessionCookie) };
  }

  const jar = new Map(request.cookies.getAll().map(({ name, value }) => [name, value]));
  const writes: CookieWrite[] = [];
  const writeHeaders = new Headers();
  let hasRefreshed = false;
  let isSettled = false;
  const deadline = authDeadline();
  const { url, publishableKey } = supabaseConfig();
  const supabase = createServerClient(url, publishableKey, {
    cookieOptions,
    global: { ...authClientGlobals(address), fetch: deadline.fetch },
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookiesToSet, headers) => {
        if (isSettled || deadline.hasPassed()) return;
        hasRefreshed ||= cookiesToSet.some(({ value }) => value !== "");
        for (const cookie of cookiesToSet) {
          if (cookie.value) jar.set(cookie.name, cookie.value);
          else jar.delete(cookie.name);
          writes.push(cookie);
        }
        for (const [key, value] of Object.entries(headers)) writeHeaders.set(key, value);
      },
    },
  });

  // Nothing may run between creating the client and this call: it is what refreshes the session.
  const verified = await verifySession(supabase, () => hasRefreshed, deadline);
  isSettled = true;
  const keepsSession =
    (await storedAccessToken(cookieOptions.name, (name) => jar.get(name))) !== null;
  const mayWrite = keepsSession || !verified.isUnavailable;
  if (mayWrite) for (const { name, value } of writes) request.cookies.set(name, value);
  const response = NextResponse.next({ request });
  if (mayWrite && writes.length > 0) {
    for (const { name, value, options } of writes) {
      response.cookies.set(name, value, withSessionLifetime(options));
    }
    writeHeaders.forEach((value, key) => response.headers.set(key, value));
  }
  return { response, ...outcome(verified, hadSessionCookie) };
}

function outcome<Staff>(verified: Verification<Staff>, hadSessionCookie: boolean) {
  const hasLostSession = hadSessionCookie && !verified.claims && !verified.isUnavailable;
  return { ...verified, hasLostSession };
}
