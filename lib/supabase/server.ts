import "server-only";
import { createServerClient } from "@supabase/ssr";
import { createClient } from "@supabase/supabase-js";
import { cookies, headers } from "next/headers";
import { requestAddress } from "@/lib/visitor-address/request";
import { authClientGlobals, sessionCookieOptions, withSessionLifetime } from "./config";
import { signInStepKey, supabaseConfig } from "@/lib/server-env";
import { storedAccessToken } from "./session-token";

async function requestCookieOptions() {
  return sessionCookieOptions((await headers()).get("x-forwarded-proto"));
}

/**
 * A Supabase client for Server Components, Server Actions and Route Handlers, bound to this
 * request's cookies. Make a new one per request; never share it. A sign-in step (`isSignInStep`:
 * a password, link or code checked for the visitor) calls with `signInStepKey()`, so the auth
 * service can count the visitor rather than this server.
 */
export async function createSupabaseServerClient({ isSignInStep = false } = {}) {
  const cookieStore = await cookies();
  const { url, publishableKey } = supabaseConfig();
  return createServerClient(url, isSignInStep ? signInStepKey() : publishableKey, {
    cookieOptions: await requestCookieOptions(),
    global: authClientGlobals(await requestAddress()),
    cookies: {
      getAll: () => cookieStore.getAll(),
      setAll: (cookiesToSet) => {
        try {
          for (const { name, value, options } of cookiesToSet) {
            cookieStore.set(name, value, withSessionLifetime(options));
          }
        } catch {
          // Server Components cannot write cookies; the proxy has already refreshed this request.
        }
      },
    },
  });
}

/** The access token this request's session cookies carry, as stored: reading never refreshes. */
export async function requestAccessToken(): Promise<string | null> {
  const cookieStore = await cookies();
  const { name } = await requestCookieOptions();
  return storedAccessToken(name, (chunk) => cookieStore.get(chunk)?.value);
}

/**
 * A Supabase client that keeps no session and no PKCE verifier, for the sign-in steps that need
 * none (requesting a link, which then carries a token hash that /auth/confirm verifies in
 * whichever browser opens it; checking a password again), with `signInStepKey()`.
 */
export async function createSupabaseLinkClient() {
  const { url } = supabaseConfig();
  return createClient(url, signInStepKey(), {
    auth: { persistSession: false, autoRefreshToken: false, flowType: "implicit" },
    global: authClientGlobals(await requestAddress()),
  });
}
