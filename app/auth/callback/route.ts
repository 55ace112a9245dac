import type { NextRequest } from "next/server";
import { redirectToPath } from "@/lib/http";
import { safeNextPath } from "@/lib/auth/paths";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/**
 * The PKCE landing: a link whose flow started in this browser comes back with `?code=`, which is
 * exchanged for a session using the verifier cookie set when the link was requested.
 */
export async function GET(request: NextRequest) {
  const { searchParams } = request.nextUrl;
  const code = searchParams.get("code") ?? "";

  if (code.length > 0 && code.length <= 512) {
    const supabase = await createSupabaseServerClient();
    const { error } = await supabase.auth
      .exchangeCodeForSession(code)
      .catch((thrown: unknown) => ({ error: thrown }));
    if (!error) {
      return redirectToPath(safeNextPath(searchParams.get("next")));
    }
  }
  return redirectToPath("/login?error=link_invalid");
}
