import type { CookieOptions, CookieOptionsWithName } from "@supabase/ssr";
import { site } from "@/content/site";
import { authTimeoutMs, sessionInactivitySeconds, supabaseConfig } from "@/lib/server-env";

/** Fetch for the auth clients: a call that outlasts `authTimeoutMs()` fails like an outage. */
export const authFetch: typeof fetch = (input, init) =>
  fetch(input, { ...init, signal: AbortSignal.timeout(authTimeoutMs()) });

/**
 * Options shared by every auth client: the time limit, and the visitor's address for the auth
 * service's per-address limits (GoTrue reads `Sb-Forwarded-For` when
 * `GOTRUE_SECURITY_SB_FORWARDED_FOR_ENABLED` is on, or the header `GOTRUE_RATE_LIMIT_HEADER` names).
 */
export function authClientGlobals(clientAddress: string | null) {
  const headers: Record<string, string> = clientAddress
    ? { "Sb-Forwarded-For": clientAddress, "X-Forwarded-For": clientAddress }
    : {};
  return { fetch: authFetch, headers };
}

/** True when the request reached the site over https, at any hop, or the site is https. */
export function isSecureRequest(forwardedProto: string | null): boolean {
  const protocols = (forwardedProto ?? "").split(",").map((part) => part.trim().replace(/:$/, ""));
  return protocols.includes("https") || site.url.startsWith("https://");
}

/**
 * Session cookies: never readable by page scripts, sent on top-level navigations only, `Secure`
 * whenever any hop was https (so a plain-http `next start` on localhost still keeps its session),
 * and then named with the `__Host-` prefix, which pins them to this host and path.
 */
export function sessionCookieOptions(
  forwardedProto: string | null,
): CookieOptionsWithName & { name: string } {
  const secure = isSecureRequest(forwardedProto);
  // supabase-js's own default name, spelled out so the pages can read the cookie themselves.
  const name = `sb-${new URL(supabaseConfig().url).hostname.split(".")[0]}-auth-token`;
  return {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure,
    name: secure ? `__Host-${name}` : name,
  };
}

/**
 * `@supabase/ssr` always writes a 400-day lifetime; a kept session cookie lives as long as the
 * inactivity limit instead, so a session nobody uses is gone when the limit passes.
 */
export function withSessionLifetime(options: CookieOptions): CookieOptions {
  const maxAge = options.maxAge;
  return maxAge === undefined || maxAge > 0
    ? { ...options, maxAge: sessionInactivitySeconds() }
    : options;
}
