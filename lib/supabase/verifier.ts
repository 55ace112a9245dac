import { createClient } from "@supabase/supabase-js";
import { authClientGlobals, supabaseConfig } from "./config";

/**
 * A client that only checks the access tokens it is handed. It keeps no session, so it never
 * refreshes one: a client bound to the session cookies refreshes as soon as it is created when
 * the token is near expiry, and a page (or a proxy that has already answered) cannot store the
 * result, which leaves the browser holding a refresh token the auth service has rotated away.
 * Its calls go through `boundedFetch`, the caller's deadline.
 */
export function createTokenVerifier(clientAddress: string | null, boundedFetch: typeof fetch) {
  const { url, publishableKey } = supabaseConfig();
  return createClient(url, publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { ...authClientGlobals(clientAddress), fetch: boundedFetch },
  });
}
