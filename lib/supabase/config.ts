import type { CookieOptionsWithName } from "@supabase/ssr";

type SupabaseConfig = { url: string; publishableKey: string };

/**
 * The Supabase project this app talks to, read from the environment at run time (not inlined at
 * build time, so one build can serve the local service or a real project). Only server code
 * talks to Supabase here, so no `NEXT_PUBLIC_` variable is needed.
 */
export function supabaseConfig(): SupabaseConfig {
  const url = process.env.SUPABASE_URL;
  const publishableKey = process.env.SUPABASE_PUBLISHABLE_KEY;
  if (!url || !publishableKey) {
    throw new Error(
      "SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY must be set: `npm run dev` (and `npm start` with LOCAL_SUPABASE=1) set them for the local service; see .env.example for a real project.",
    );
  }
  return { url, publishableKey };
}

/**
 * Session cookies: never readable by page scripts, sent on top-level navigations only, and
 * `Secure` whenever the request came over https (directly or through a TLS-terminating proxy),
 * so a plain-http `next start` on localhost still keeps its session.
 */
export function sessionCookieOptions(forwardedProto: string | null): CookieOptionsWithName {
  const protocol = forwardedProto?.split(",")[0]?.trim().replace(/:$/, "");
  return { path: "/", sameSite: "lax", httpOnly: true, secure: protocol === "https" };
}
