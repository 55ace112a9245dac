"use server";

import { redirect, RedirectType } from "next/navigation";
import { z } from "zod";
import type { ActionAnswer } from "@/lib/action/answer";
import { defineAction } from "@/lib/action/define-action";
import { guardedStep, type Verdict } from "@/lib/auth/guarded-step";
import { isRefusal, passwordSlowdownMs, type Refusal } from "@/lib/auth/limits";
import {
  answerNoSoonerThan,
  delay,
  isEmailAddress,
  requestLinkEmail,
  submission,
} from "@/lib/auth/link-request";
import { safeNextPath, twoStepPath } from "@/lib/auth/paths";
import { recordSignIn } from "@/lib/auth/sign-in-events";
import { authMessages, passwordSignInMessage } from "@/lib/auth/messages";
import { requestAddress } from "@/lib/visitor-address/request";
import { hasVerifiedFactor } from "@/lib/auth/two-step";
import { isStaffToken } from "@/lib/auth/verify";
import { createSupabaseLinkClient, createSupabaseServerClient } from "@/lib/supabase/server";
import { site } from "@/content/site";

/** A sign-in's answer; once signed in, where the form goes on to. */
type LoginAnswer = ActionAnswer<{ redirectTo: string }>;

const refusal = (email: string, message: string): LoginAnswer => ({
  status: "refused",
  message,
  values: { email },
});

const MAX_PASSWORD_LENGTH = 1024;

/** The refusal of a visitor by a limit, no sooner than any other answer. */
function refused(startedAt: number, email: string, limit: Refusal): Promise<LoginAnswer> {
  const message = limit === "busy" ? authMessages.busy : authMessages.tooManyAttempts;
  return answerNoSoonerThan(startedAt, refusal(email, message));
}

/** What the auth service says to `email` and `password`, and what that proves. */
async function checkPassword(
  email: string,
  password: string,
  redirectTo: string,
  address: string | null,
): Promise<{ verdict: Verdict; value: LoginAnswer }> {
  const supabase = await createSupabaseServerClient({ isSignInStep: true });
  const result = await supabase.auth
    .signInWithPassword({ email, password })
    .catch((thrown: unknown) => ({ data: null, error: thrown }));
  if (result.error || !result.data?.session) {
    const message = passwordSignInMessage(result.error);
    const verdict = message === authMessages.invalidCredentials ? "bad" : "neither";
    return { verdict, value: refusal(email, message) };
  }
  if (!(await isStaffToken(supabase, result.data.session.access_token))) {
    // A user of the project who is not staff reads like a wrong password and keeps no session.
    await supabase.auth.signOut({ scope: "local" }).catch(() => null);
    return { verdict: "bad", value: refusal(email, authMessages.invalidCredentials) };
  }
  if (hasVerifiedFactor(result.data.session.user)) {
    // Not signed in yet: the code step completes the sign-in and records it.
    const message = authMessages.codeNeeded;
    const detail = { redirectTo: twoStepPath(redirectTo) };
    return { verdict: "good", value: { status: "done", message, values: { email }, detail } };
  }
  recordSignIn(result.data.session.user, "password", address);
  const message = authMessages.signedIn;
  return {
    verdict: "good",
    value: { status: "done", message, values: { email }, detail: { redirectTo } },
  };
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
): Promise<LoginAnswer> {
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
 * cookies are written on success; the answer never carries the password back. Before hydration
 * (no `enhanced` field) it redirects at once; afterwards the form shows the success message and
 * replaces the history entry itself.
 */
export const signInWithPassword = defineAction({
  caller: "anyone",
  form: z.object({ password: z.string(), next: z.string(), enhanced: z.string() }),
  run: async ({ password, next, enhanced }, { data }): Promise<LoginAnswer> => {
    const { startedAt, email } = submission(data);
    const redirectTo = safeNextPath(next);
    if (!email || !password) {
      return { status: "invalid", message: authMessages.missingCredentials, values: { email } };
    }
    if (password.length > MAX_PASSWORD_LENGTH) {
      return refusal(email, authMessages.invalidCredentials);
    }
    const outcome = await attemptPassword(email, password, redirectTo, startedAt);
    if (outcome.status !== "done" || !outcome.detail) return outcome;
    if (enhanced !== "1") redirect(outcome.detail.redirectTo, RedirectType.replace);
    return outcome;
  },
});

/**
 * Sends a magic link to staff addresses only (`shouldCreateUser: false`), and answers the same
 * for any address so the page cannot be used to find out who works here.
 */
export const sendMagicLink = defineAction({
  caller: "anyone",
  form: z.object({ email: z.string() }),
  run: async (_input, { data }): Promise<LoginAnswer> => {
    const { ok, message, email } = await requestLinkEmail(
      "magic-link",
      data,
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
    const status = ok ? "done" : isEmailAddress(email) ? "refused" : "invalid";
    return { status, message, values: { email } };
  },
});
