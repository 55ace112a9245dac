"use server";

import { redirect, RedirectType } from "next/navigation";
import { after } from "next/server";
import {
  allowEmail,
  allowFromAddress,
  passwordSlowdownMs,
  recordPasswordFailure,
} from "@/lib/auth/limits";
import { safeNextPath } from "@/lib/auth/paths";
import { recordRefusedSignIn, recordSignIn } from "@/lib/auth/sign-in-events";
import { formText } from "@/lib/form-text";
import { authMessages, magicLinkMessage, passwordSignInMessage } from "@/lib/auth/messages";
import { requestAddress } from "@/lib/visitor-address/request";
import { isStaffToken } from "@/lib/auth/verify";
import { createSupabaseLinkClient, createSupabaseServerClient } from "@/lib/supabase/server";
import { site } from "@/content/site";

export type LoginState =
  | { status: "idle"; email: string }
  | { status: "error"; email: string; message: string }
  | { status: "signed-in"; email: string; message: string; redirectTo: string }
  | { status: "link-sent"; email: string; message: string };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL_LENGTH = 254;
const MAX_PASSWORD_LENGTH = 1024;
/**
 * Every sign-in answer takes at least this long (a magic link's auth call is awaited no longer),
 * so a staff address (a hash to check, a mail to send) and an unknown one (a real Supabase
 * skips the hash) cannot be told apart by timing.
 */
const ANSWER_MIN_MS = 1000;

const PENDING = Symbol("pending");

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

async function answerNoSoonerThan<T>(startedAt: number, answer: T): Promise<T> {
  await delay(startedAt + ANSWER_MIN_MS - Date.now());
  return answer;
}

/** The refusal of a visitor who asked too often, no sooner than any other answer. */
function tooManyAttempts(startedAt: number, email: string): Promise<LoginState> {
  return answerNoSoonerThan(startedAt, {
    status: "error",
    email,
    message: authMessages.tooManyAttempts,
  });
}

/** When a sign-in request arrived, and the e-mail address it names (trimmed, bounded). */
function submission(formData: FormData): { startedAt: number; email: string } {
  const startedAt = Date.now();
  return { startedAt, email: formText(formData, "email").trim().slice(0, MAX_EMAIL_LENGTH) };
}

/** What the auth service says to `email` and `password`, failures noted for the slowdown. */
async function checkPassword(
  email: string,
  password: string,
  redirectTo: string,
  address: string | null,
): Promise<LoginState> {
  const supabase = await createSupabaseServerClient();
  const result = await supabase.auth
    .signInWithPassword({ email, password })
    .catch((thrown: unknown) => ({ data: null, error: thrown }));
  if (result.error || !result.data?.session) {
    const message = passwordSignInMessage(result.error);
    if (message === authMessages.invalidCredentials) await recordPasswordFailure(email, address);
    return { status: "error", email, message };
  }
  if (!(await isStaffToken(supabase, result.data.session.access_token))) {
    // A user of the project who is not staff reads like a wrong password and keeps no session.
    await supabase.auth.signOut({ scope: "local" }).catch(() => null);
    await recordPasswordFailure(email, address);
    return { status: "error", email, message: authMessages.invalidCredentials };
  }
  recordSignIn(result.data.session.user, "password", address);
  return { status: "signed-in", email, message: authMessages.signedIn, redirectTo };
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
  if (!(await allowFromAddress("password", address))) {
    recordRefusedSignIn(email, "password", address);
    return tooManyAttempts(startedAt, email);
  }
  const slowdownMs = await passwordSlowdownMs(email);
  await delay(slowdownMs);
  const outcome = await checkPassword(email, password, redirectTo, address);
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
  if (formText(formData, "enhanced") !== "1") redirect(redirectTo, RedirectType.replace);
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
  const { startedAt, email } = submission(formData);
  if (!EMAIL_PATTERN.test(email)) {
    return { status: "error", email, message: authMessages.invalidEmail };
  }
  const address = await requestAddress();
  const allowed = (await allowFromAddress("magic-link", address))
    ? await allowEmail(email, address)
    : "address";
  if (allowed !== "send") recordRefusedSignIn(email, "magic-link", address);
  if (allowed === "address") return tooManyAttempts(startedAt, email);
  // This address was sent a link lately: answered like a sent one, and nothing is sent.
  if (allowed === "account") {
    return answerNoSoonerThan(startedAt, {
      status: "link-sent",
      email,
      message: authMessages.linkSent,
    });
  }

  const supabase = await createSupabaseLinkClient();
  const request = supabase.auth
    .signInWithOtp({
      email,
      options: { shouldCreateUser: false, emailRedirectTo: `${site.url}/auth/confirm` },
    })
    .then(
      ({ error }) => error,
      (thrown: unknown) => thrown,
    );
  // Hosts may stop work once the answer is out; the link must still be sent.
  after(request);
  const outcome = await Promise.race([request, delay(ANSWER_MIN_MS).then(() => PENDING)]);
  // A call still running at the minimum reads as sent: waiting on would tell addresses apart.
  const { ok, message } = magicLinkMessage(outcome === PENDING ? null : outcome);
  return answerNoSoonerThan<LoginState>(
    startedAt,
    ok ? { status: "link-sent", email, message } : { status: "error", email, message },
  );
}
