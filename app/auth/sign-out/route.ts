import { cookies, headers } from "next/headers";
import type { NextRequest } from "next/server";
import { redirectToPath } from "@/lib/http";
import { forgetCheck } from "@/lib/auth/session-checks";
import { isSessionCookie, SIGNED_IN_HINT_COOKIE } from "@/lib/auth/session-cookie";
import { sessionCookieOptions } from "@/lib/supabase/config";
import { createSupabaseServerClient } from "@/lib/supabase/server";

const SCOPES = new Set(["local", "global", "others"] as const);
type Scope = typeof SCOPES extends Set<infer T> ? T : never;

function scopeOf(value: FormDataEntryValue | null): Scope {
  return SCOPES.has(value as Scope) ? (value as Scope) : "local";
}

/**
 * Signs out (this device by default): the auth service revokes the session, the next use of its
 * tokens is checked at once, and the browser is told to drop cookies and storage. The auth
 * service answering 401, 403 or 404 means the session is already gone; either way the session
 * cookies are cleared.
 */
export async function POST(request: NextRequest) {
  const form = await request.formData().catch(() => null);
  const supabase = await createSupabaseServerClient();
  const { data } = await supabase.auth.getClaims().catch(() => ({ data: null }));
  const sessionId = data?.claims.session_id;
  await supabase.auth.signOut({ scope: scopeOf(form?.get("scope") ?? null) }).catch(() => null);
  if (typeof sessionId === "string") forgetCheck(sessionId);
  // supabase-js keeps the cookies when the service is unreachable; this device signs out anyway.
  const cookieStore = await cookies();
  const options = sessionCookieOptions((await headers()).get("x-forwarded-proto"));
  for (const { name } of cookieStore.getAll()) {
    if (isSessionCookie(name) || name === SIGNED_IN_HINT_COOKIE) {
      cookieStore.set(name, "", { path: "/", secure: options.secure, maxAge: 0 });
    }
  }
  // 303: the browser follows with a GET, so a reload of /login never re-posts the sign-out.
  const response = redirectToPath("/login", 303);
  response.headers.set("Clear-Site-Data", '"cookies", "storage"');
  return response;
}
