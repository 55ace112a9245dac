import { cookies } from "next/headers";
import type { NextRequest } from "next/server";
import { redirectToPath } from "@/lib/http";
import { isSessionCookie, SIGNED_IN_HINT_COOKIE } from "@/lib/auth/session-cookie";
import { createSupabaseServerClient } from "@/lib/supabase/server";

const SCOPES = new Set(["local", "global", "others"] as const);
type Scope = typeof SCOPES extends Set<infer T> ? T : never;

function scopeOf(value: FormDataEntryValue | null): Scope {
  return SCOPES.has(value as Scope) ? (value as Scope) : "local";
}

/**
 * Signs out (this device by default) and ends on the sign-in page. The auth service answering
 * 401, 403 or 404 means the session is already gone, which supabase-js treats as signed out;
 * either way the session cookies are cleared.
 */
export async function POST(request: NextRequest) {
  const form = await request.formData().catch(() => null);
  const supabase = await createSupabaseServerClient();
  await supabase.auth.signOut({ scope: scopeOf(form?.get("scope") ?? null) }).catch(() => null);
  // supabase-js keeps the cookies when the service is unreachable; this device signs out anyway.
  const cookieStore = await cookies();
  for (const { name } of cookieStore.getAll()) {
    if (isSessionCookie(name) || name === SIGNED_IN_HINT_COOKIE) cookieStore.delete(name);
  }
  // 303: the browser follows with a GET, so a reload of /login never re-posts the sign-out.
  return redirectToPath("/login", 303);
}
