import type { EmailOtpType } from "@supabase/supabase-js";
import type { NextRequest } from "next/server";
import { redirectToPath } from "@/lib/http";
import { safeNextPath } from "@/lib/auth/paths";
import { createSupabaseServerClient } from "@/lib/supabase/server";

const LINK_TYPES: ReadonlySet<string> = new Set<EmailOtpType>(["email", "magiclink"]);
const TOKEN_HASH = /^[A-Za-z0-9_-]{1,256}$/;

/**
 * The magic link's landing: verifies the token hash on the server, which needs no state from
 * the browser that asked for the link, then goes on to the portal (or a safe `next`).
 */
export async function GET(request: NextRequest) {
  const { searchParams } = request.nextUrl;
  const tokenHash = searchParams.get("token_hash") ?? "";
  const type = searchParams.get("type") ?? "";

  if (TOKEN_HASH.test(tokenHash) && LINK_TYPES.has(type)) {
    const supabase = await createSupabaseServerClient();
    const { error } = await supabase.auth
      .verifyOtp({ token_hash: tokenHash, type: type as EmailOtpType })
      .catch((thrown: unknown) => ({ error: thrown }));
    if (!error) {
      return redirectToPath(safeNextPath(searchParams.get("next")));
    }
  }
  return redirectToPath("/login?error=link_invalid");
}
