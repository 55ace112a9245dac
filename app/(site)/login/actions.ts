"use server";

import { createClient } from "@supabase/supabase-js";
import { redirect, RedirectType } from "next/navigation";
import { safeNextPath } from "@/lib/auth/paths";
import { authMessages, magicLinkMessage, passwordSignInMessage } from "@/lib/auth/messages";
import { supabaseConfig } from "@/lib/supabase/config";
import { createSupabaseServerClient } from "@/lib/supabase/server";
import { site } from "@/content/site";

export type LoginState =
  | { status: "idle"; email: string }
  | { status: "error"; email: string; message: string }
  | { status: "signed-in"; email: string; message: string; redirectTo: string }
  | { status: "link-sent"; email: string; message: string };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL_LENGTH = 254;
const MAX_PASSWORD_LENGTH = 1024;

function field(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * Password sign-in. The session cookies are written on success; the state never carries the
 * password back. Before hydration (no `enhanced` field) it redirects at once; afterwards the
 * form shows the success message and replaces the history entry itself.
 */
export async function signInWithPassword(
  _previous: LoginState,
  formData: FormData,
): Promise<LoginState> {
  const email = field(formData, "email").trim().slice(0, MAX_EMAIL_LENGTH);
  const password = field(formData, "password");
  const redirectTo = safeNextPath(field(formData, "next"));
  if (!email || !password) {
    return { status: "error", email, message: authMessages.missingCredentials };
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return { status: "error", email, message: authMessages.invalidCredentials };
  }

  const supabase = await createSupabaseServerClient();
  const { error } = await supabase.auth
    .signInWithPassword({ email, password })
    .catch((thrown: unknown) => ({ error: thrown }));
  if (error) return { status: "error", email, message: passwordSignInMessage(error) };

  if (field(formData, "enhanced") !== "1") redirect(redirectTo, RedirectType.replace);
  return { status: "signed-in", email, message: authMessages.signedIn, redirectTo };
}

/**
 * Sends a magic link to staff addresses only (`shouldCreateUser: false`), and answers the same
 * for any address so the page cannot be used to find out who works here.
 */
export async function sendMagicLink(
  _previous: LoginState,
  formData: FormData,
): Promise<LoginState> {
  const email = field(formData, "email").trim().slice(0, MAX_EMAIL_LENGTH);
  if (!EMAIL_PATTERN.test(email)) {
    return { status: "error", email, message: authMessages.invalidEmail };
  }

  // No cookies and no PKCE verifier: the link carries a token hash that /auth/confirm verifies,
  // so it works in whichever browser the e-mail is opened.
  const { url, publishableKey } = supabaseConfig();
  const supabase = createClient(url, publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, flowType: "implicit" },
  });
  const { error } = await supabase.auth
    .signInWithOtp({
      email,
      options: { shouldCreateUser: false, emailRedirectTo: `${site.url}/auth/confirm` },
    })
    .catch((thrown: unknown) => ({ error: thrown }));
  const { ok, message } = magicLinkMessage(error);
  return ok ? { status: "link-sent", email, message } : { status: "error", email, message };
}
