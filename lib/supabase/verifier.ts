import { createClient, type JwtPayload } from "@supabase/supabase-js";
import { supabaseConfig } from "@/lib/server-env";
import { authClientGlobals } from "./config";

/**
 * What a check of a session answers: the verified claims of a signed-in staff member and what
 * the check found about them (`Staff`), or neither. The rules it applies, and what `Staff` holds,
 * are lib/auth's.
 */
export type Verification<Staff> =
  | { claims: JwtPayload; staff: Staff; isUnavailable: false }
  | {
      claims: null;
      staff: null;
      /**
       * True when the auth service failed, refused for now (a rate limit) or did not answer in
       * time, so nobody could be verified; the session itself may be fine.
       */
      isUnavailable: boolean;
    };

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
