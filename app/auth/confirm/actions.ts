"use server";

import { isAuthError } from "@supabase/supabase-js";
import { redirect, RedirectType } from "next/navigation";
import { allowFromAddress } from "@/lib/auth/limits";
import { linkToken } from "@/lib/auth/link-token";
import { loginPath, safeNextPath } from "@/lib/auth/paths";
import { recordRefusedSignIn, recordSignIn } from "@/lib/auth/sign-in-events";
import { formText } from "@/lib/form-text";
import { requestAddress } from "@/lib/visitor-address/request";
import { isStaffToken } from "@/lib/auth/verify";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/**
 * Spends the magic link's token: only on the visitor's press of Sign in, never on the GET a
 * mail scanner makes. Ends in the portal (or a safe `next`), else on the sign-in page.
 */
export async function confirmSignIn(formData: FormData): Promise<void> {
  const token = linkToken(formText(formData, "token_hash"), formText(formData, "type"));
  if (!token) redirect(loginPath(null, { error: "link_invalid" }));
  const address = await requestAddress();
  if (!(await allowFromAddress("verify", address))) {
    recordRefusedSignIn(null, "verify", address);
    redirect(loginPath(null, { error: "too_many_attempts" }));
  }

  const supabase = await createSupabaseServerClient();
  const result = await supabase.auth
    .verifyOtp({ token_hash: token.tokenHash, type: token.type })
    .catch((thrown: unknown) => ({ data: null, error: thrown }));
  if (result.error || !result.data?.session) {
    const status = isAuthError(result.error) ? (result.error.status ?? 0) : 0;
    redirect(
      loginPath(null, { error: status > 0 && status < 500 ? "link_invalid" : "unavailable" }),
    );
  }
  if (!(await isStaffToken(supabase, result.data.session.access_token))) {
    await supabase.auth.signOut({ scope: "local" }).catch(() => null);
    redirect(loginPath(null, { error: "link_invalid" }));
  }
  recordSignIn(result.data.session.user, "magic link", address);
  redirect(safeNextPath(formText(formData, "next")), RedirectType.replace);
}
