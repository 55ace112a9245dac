import "server-only";
import { createClient } from "@supabase/supabase-js";
import { supabaseConfig, supabaseSecretKey } from "@/lib/server-env";
import { authClientGlobals } from "./config";

/**
 * The auth service's admin API (`supabase.auth.admin`), authorised by the project's secret key:
 * the one way the app changes accounts. Server only; make one per request and keep no session.
 */
export function createSupabaseAdminClient() {
  const { url } = supabaseConfig();
  return createClient(url, supabaseSecretKey(), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: authClientGlobals(null),
  });
}
