"use server";

import { redirect, RedirectType } from "next/navigation";
import { guardedStep, type Verdict } from "@/lib/auth/guarded-step";
import { isRefusal, passwordSlowdownMs, type Refusal } from "@/lib/auth/limits";
import { answerNoSoonerThan, delay, requestLinkEmail, submission } from "@/lib/auth/link-request";
import { safeNextPath, twoStepPath } from "@/lib/auth/paths";
import { recordSignIn } from "@/lib/auth/sign-in-events";
import { formText } from "@/lib/form-text";
import { authMessages, passwordSignInMessage } from "@/lib/auth/messages";
import { requestAddress } from "@/lib/visitor-address/request";
import { hasVerifiedFactor } from "@/lib/auth/two-step";
import { isStaffToken } from "@/lib/auth/verify";
import { createSupabaseLinkClient, createSupabaseServerClient } from "@/lib/supabase/server";
import { site } from "@/content/site";

export type LoginState =
  | { status: "idle"; email: string }
  | { status: "error"; email: string; message: string }
  | { status: "signed-in"; email: string; message: string; redirectTo: string }
  | { status: "link-sent"; email: string; message: string };

const MAX_PASSWORD_LENGTH = 1024;

/** The refusal of a visitor by a limit, no sooner than any other answer. */
function refused(startedAt: number, email: string, refusal: Refusal): Promise<LoginState> {
  const message = refusal === "busy" ? authMessages.busy : authMessages.tooManyAttempts;
  return answerNoSoonerThan(startedAt, { status: "error", email, message });
}

/** What the auth service says to `email` and `password`, and what that proves. */
async function checkPassword(
  email: string,
  password: string,
  redirectTo: string,
  address: string | null,
): Promise<{ verdict: Verdict; value: LoginState }> {
  const supabase = await createSupabaseServerClient({ isSignInStep: true });
  const result = await supabase.auth
    .signInWithPassword({ email, password })
    .catch((thrown: unknown) => ({ data: null, error: thrown }));
  if (result.error || !result.data?.session) {
    const message = passwordSignInMessage(result.error);
    const verdict = message === authMessages.invalidCredentials ? "bad" : "neither";
    return { verdict, value: { status: "error", email, message } };
  }
  if (!(await isStaffToken(supabase, result.data.session.access_token))) {
    // A user of the project who is not staff reads like a wrong password and keeps no session.
    await supabase.auth.signOut({ scope: "local" }).catch(() => null);
    const message = authMessages.invalidCredentials;
    return { verdict: "bad", value: { status: "error", email, message } };
  }
  if (hasVerifiedFactor(result.data.session.user)) {
    // Not signed in yet: the code step completes the sign-in and records it.
    const message = authMessages.codeNeeded;
    const redirectToCode = twoStepPath(redirectTo);
    return {
      verdict: "good",
      value: { status: "signed-in", email, message, redirectTo: redirectToCode },
    };
  }
  recordSignIn(result.data.session.user, "password", address);
  const message = authMessages.signedIn;
  return { verdict: "good", value: { status: "signed-in", email, message, redirectTo } };
}

/**
 * A password attempt within the limits, answered no sooner than the fixed time, plus the
 * account's slowdown when failures for it came from many addresses.
 */
async function attemptPassword(
  email: string,
  password: string,
  redirectTo: string,
  startedAt: number,
): Promise<LoginState> {
  const address = await requestAddress();
  let slowdownMs = 0;
  const outcome = await guardedStep("password", { address, email }, async () => {
    slowdownMs = await passwordSlowdownMs(email);
    await delay(slowdownMs);
    return checkPassword(email, password, redirectTo, address);
  });
  if (isRefusal(outcome)) return refused(startedAt, email, outcome);
  return answerNoSoonerThan(startedAt + slowdownMs, outcome);
}

/**
 * Password sign-in, answered no sooner than the fixed time whatever the outcome. The session
 * cookies are written on success; the state never carries the password back. Before hydration
 * (no `enhanced` field) it redirects at once; afterwards the form shows the success message and
 * replaces the history entry itself.
 */
export async function signInWithPassword(
  _previous: LoginState,
  formData: FormData,
): Promise<LoginState> {
  const { startedAt, email } = submission(formData);
  const password = formText(formData, "password");
  const redirectTo = safeNextPath(formText(formData, "next"));
  if (!email || !password) {
    return { status: "error", email, message: authMessages.missingCredentials };
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return { status: "error", email, message: authMessages.invalidCredentials };
  }

  const outcome = await attemptPassword(email, password, redirectTo, startedAt);
  if (outcome.status !== "signed-in") return outcome;
  if (formText(formData, "enhanced") !== "1") redirect(outcome.redirectTo, RedirectType.replace);
  return outcome;
}

/**
 * Sends a magic link to staff addresses only (`shouldCreateUser: false`), and answers the same
 * for any address so the page cannot be used to find out who works here.
 */
export async function sendMagicLink(
  _previous: LoginState,
  formData: FormData,
): Promise<LoginState> {
  const { ok, message, email } = await requestLinkEmail(
    "magic-link",
    formData,
    authMessages.linkSent,
    async (address) => {
      const supabase = await createSupabaseLinkClient();
      const { error } = await supabase.auth.signInWithOtp({
        email: address,
        options: { shouldCreateUser: false, emailRedirectTo: `${site.url}/auth/confirm` },
      });
      return error;
    },
  );
  return ok ? { status: "link-sent", email, message } : { status: "error", email, message };
}
