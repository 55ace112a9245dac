import { cookies, headers } from "next/headers";
import type { NextRequest } from "next/server";
import { loginPath } from "@/lib/auth/paths";
import { redirectToPath } from "@/lib/http";
import { requestAddress } from "@/lib/visitor-address/request";
import { forgetCheck } from "@/lib/auth/session-checks";
import { recordSignOut } from "@/lib/auth/sign-in-events";
import { sessionStanding } from "@/lib/auth/standing";
import { verifyAccessToken } from "@/lib/auth/verify";
import { SIGNED_IN_HINT_COOKIE } from "@/lib/auth/signed-in-hint";
import { isSessionCookie } from "@/lib/supabase/session-token";
import { sessionCookieOptions } from "@/lib/supabase/config";
import { authDeadline } from "@/lib/supabase/deadline";
import { requestAccessToken } from "@/lib/supabase/server";
import { createTokenVerifier } from "@/lib/supabase/verifier";

const SCOPES = new Set(["local", "global", "others"] as const);
type Scope = typeof SCOPES extends Set<infer T> ? T : never;

function scopeOf(value: FormDataEntryValue | null): Scope {
  return SCOPES.has(value as Scope) ? (value as Scope) : "local";
}

/**
 * Revokes the session of `accessToken` on the auth service within one deadline, with a client
 * that holds no session: a client bound to the cookies would first try to refresh it, with
 * auth-js's retries, when the service is down. The proxy in front has refreshed it when due, and
 * checked it, so its check here is usually the one the proxy just made. Returns who the session
 * belonged to when it was signed in, or null when it could not be verified in time or never
 * finished signing in (a code still owed: its sign-in was not recorded either).
 */
async function revoke(
  accessToken: string,
  scope: Scope,
  address: string | null,
): Promise<{ id: string; email?: string } | null> {
  const deadline = authDeadline();
  const client = createTokenVerifier(address, deadline.fetch);
  const work = async () => {
    const verification = await verifyAccessToken(accessToken, address, deadline);
    await client.auth.admin.signOut(accessToken, scope);
    const { claims } = verification;
    if (!claims) return null;
    if (typeof claims.session_id === "string") forgetCheck(claims.session_id);
    return sessionStanding(verification) === "signed-in"
      ? { id: claims.sub, email: claims.email }
      : null;
  };
  return deadline.race(
    work().catch(() => null),
    null,
  );
}

/**
 * Signs out (this device by default): the auth service revokes the session, the next use of its
 * tokens is checked at once, and the browser is told to drop cookies and storage. The auth
 * service answering 401, 403 or 404 means the session is already gone; either way, and when it
 * does not answer in time, the session cookies are cleared.
 */
export async function POST(request: NextRequest) {
  const form = await request.formData().catch(() => null);
  const accessToken = await requestAccessToken();
  if (accessToken) {
    const address = await requestAddress();
    const person = await revoke(accessToken, scopeOf(form?.get("scope") ?? null), address);
    if (person) recordSignOut(person, address);
  }
  // This device signs out even when the service is unreachable.
  const cookieStore = await cookies();
  const options = sessionCookieOptions((await headers()).get("x-forwarded-proto"));
  for (const { name } of cookieStore.getAll()) {
    if (isSessionCookie(name) || name === SIGNED_IN_HINT_COOKIE) {
      cookieStore.set(name, "", { path: "/", secure: options.secure, maxAge: 0 });
    }
  }
  // 303: the browser follows with a GET, so a reload of /login never re-posts the sign-out.
  const response = redirectToPath(loginPath(null), 303);
  response.headers.set("Clear-Site-Data", '"cookies", "storage"');
  return response;
}
