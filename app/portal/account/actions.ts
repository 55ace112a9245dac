"use server";

import type { AuthError } from "@supabase/supabase-js";
import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { site } from "@/content/site";
import { defineAction } from "@/lib/action/define-action";
import type { CurrentUser } from "@/lib/auth/current-user";
import { guardedStep } from "@/lib/auth/guarded-step";
import { delay } from "@/lib/auth/link-request";
import { isRefusal, passwordSlowdownMs } from "@/lib/auth/limits";
import { safeNextPath } from "@/lib/auth/paths";
import { checkFactorCode } from "@/lib/auth/two-step-code";
import type { ActivityAction } from "@/lib/db/activity";
import { portalTools } from "@/lib/portal/tools";
import { recordAccountEvent } from "@/lib/staff/account-event";
import { createSupabaseLinkClient, createSupabaseServerClient } from "@/lib/supabase/server";
import { requestAddress } from "@/lib/visitor-address/request";
import {
  codeRefusal,
  enrolmentOf,
  passwordRefusal,
  refusedAnswer,
  unrecordedAnswer,
  UNAVAILABLE,
  type AccountPageAnswer,
  type Enrolment,
} from "./answers";

type Supabase = Awaited<ReturnType<typeof createSupabaseServerClient>>;

/** The name the factor carries in the auth service (one unverified at a time, see startTwoStep). */
const FACTOR_NAME = "Authenticator app";

const SIX_DIGITS = /^\d{6}$/;

/** The two-step forms' fields: `intent` says which form; the code is read without its spaces. */
const twoStepForm = z.object({
  intent: z.string(),
  factor: z.string(),
  code: z.string().transform((typed) => typed.replace(/\s/g, "")),
  next: z.string(),
});

type TwoStepForm = z.output<typeof twoStepForm>;

/** Records `action` by `user` on their own account, then answers `message` (or says it failed). */
async function recorded(
  user: CurrentUser,
  action: ActivityAction,
  message: string,
): Promise<AccountPageAnswer> {
  refresh();
  const isRecorded = await recordAccountEvent(user, action, user);
  return isRecorded ? { status: "done", message } : unrecordedAnswer(message);
}

const TOO_MANY_PASSWORDS =
  "Too many password attempts from here: wait a few minutes, then try again.";
const TOO_MANY_CODES = "Too many codes tried: wait a few minutes, then try again.";
const BUSY = "The auth service is busy just now, so nothing changed. Try again in a few minutes.";

/**
 * Whether `password` is the current password of `user`: a password grant through a client that
 * keeps no session (GoTrue's PUT /user checks no current password by default), whose session is
 * ended at once, within the sign-in page's limits, slowdown and failure records. A wrong one is
 * recorded in the activity log. "limited" when a limit refused to try, "busy" when every
 * visitor's share is spent, "unavailable" when the service failed.
 */
async function checkCurrentPassword(
  user: CurrentUser,
  password: string,
): Promise<"right" | "wrong" | "limited" | "busy" | "unavailable"> {
  const { email } = user;
  const outcome = await guardedStep(
    "password",
    { address: await requestAddress(), email },
    async () => {
      await delay(await passwordSlowdownMs(email));
      const client = await createSupabaseLinkClient();
      const { data, error } = await client.auth
        .signInWithPassword({ email, password })
        .catch((thrown: unknown) => ({ data: { session: null }, error: thrown as AuthError }));
      if (!error) {
        if (data.session) await client.auth.signOut({ scope: "local" }).catch(() => null);
        return { verdict: "good", value: "right" } as const;
      }
      if (error.status === 400) return { verdict: "bad", value: "wrong" } as const;
      return { verdict: "neither", value: error.status === 429 ? "busy" : "unavailable" } as const;
    },
  );
  if (outcome === "wrong") await recordAccountEvent(user, "account.password_check_failed", user);
  if (isRefusal(outcome)) return outcome === "busy" ? "busy" : "limited";
  return outcome;
}

/**
 * Changes the signed-in person's password: the current one asked again and checked, the new one
 * twice. The auth service ends their other sessions; this one stays signed in.
 */
export const changePassword = defineAction({
  caller: portalTools.account,
  form: z.object({ current: z.string(), password: z.string(), repeat: z.string() }),
  run: async ({ current, password, repeat }, { user }): Promise<AccountPageAnswer> => {
    if (!current) return refusedAnswer("Enter your current password.", "current");
    if (!password) return refusedAnswer("Enter a new password.", "password");
    if (password !== repeat) {
      return refusedAnswer("The two new passwords differ: type the same one twice.", "repeat");
    }
    switch (await checkCurrentPassword(user, current)) {
      case "wrong":
        return refusedAnswer("That is not your current password; nothing changed.", "current");
      case "limited":
        return refusedAnswer(TOO_MANY_PASSWORDS, "current");
      case "busy":
        return refusedAnswer(BUSY, "current");
      case "unavailable":
        return refusedAnswer(UNAVAILABLE);
    }
    const supabase = await createSupabaseServerClient();
    const { error } = await supabase.auth.updateUser({ password });
    if (error) return passwordRefusal(error);
    return recorded(
      user,
      "account.password_changed",
      "Your password is changed. Your other sessions are signed out; this one stays signed in.",
    );
  },
});

/** A code of `user` checked like the code step's: limited, and each code taken once. */
async function checkCode(supabase: Supabase, factorId: string, code: string, user: CurrentUser) {
  const person = { userId: user.id, email: user.email, address: await requestAddress() };
  return checkFactorCode(supabase, factorId, code, person);
}

const refusalWords = (refusal: "too-many" | "busy") => (refusal === "busy" ? BUSY : TOO_MANY_CODES);

/**
 * Starts two-step sign-in: any unverified factor of an earlier, abandoned try is removed (the
 * service refuses a second factor of the same name), then a TOTP factor is enrolled, to be
 * confirmed by a first code.
 */
async function startTwoStep(): Promise<AccountPageAnswer> {
  const supabase = await createSupabaseServerClient();
  const { data: factors, error } = await supabase.auth.mfa.listFactors();
  if (error) return refusedAnswer(UNAVAILABLE);
  if (factors.totp.length > 0) return refusedAnswer("Two-step sign-in is already on.");
  for (const factor of factors.all.filter((each) => each.status === "unverified")) {
    const { error: unenrolError } = await supabase.auth.mfa.unenroll({ factorId: factor.id });
    if (unenrolError) return refusedAnswer(UNAVAILABLE);
  }
  const { data: enrolled, error: enrolError } = await supabase.auth.mfa.enroll({
    factorType: "totp",
    friendlyName: FACTOR_NAME,
    issuer: site.name,
  });
  if (enrolError) return refusedAnswer(UNAVAILABLE);
  const { qr_code: qrCode, secret, uri } = enrolled.totp;
  const enrolment = { factorId: enrolled.id, qrCode, secret, uri };
  return { status: "idle", message: "", detail: { enrolment } };
}

/**
 * Confirms the factor being enrolled with its first code: only then is two-step sign-in on. A
 * person sent here to enrol (`next` given) then goes on to the page that asked, now at `aal2`.
 */
async function confirmTwoStep(
  user: CurrentUser,
  enrolment: Enrolment | undefined,
  form: TwoStepForm,
): Promise<AccountPageAnswer> {
  const { factor: factorId, code } = form;
  if (!factorId) return refusedAnswer("Press Turn on two-step sign-in to start again.");
  if (!SIX_DIGITS.test(code)) {
    return refusedAnswer("Type the 6 digits your authenticator app shows.", "code", enrolment);
  }
  const supabase = await createSupabaseServerClient({ isSignInStep: true });
  // The verified session (aal2) reaches the cookies through the client's MFA_CHALLENGE_VERIFIED.
  const checked = await checkCode(supabase, factorId, code, user);
  if (isRefusal(checked)) return refusedAnswer(refusalWords(checked), "code", enrolment);
  if (checked.error) return codeRefusal(checked.error, enrolment);
  const answer = await recorded(
    user,
    "account.two_step_on",
    "Two-step sign-in is on: from now on, signing in asks for a code from your authenticator app.",
  );
  // An unrecorded change stays here to say so rather than go on.
  if (answer.status === "done" && !answer.detail?.isUnrecorded && form.next) {
    redirect(safeNextPath(form.next));
  }
  return answer;
}

/** Turns two-step sign-in off: a current code first (the service removes a factor at aal2 only). */
async function stopTwoStep(user: CurrentUser, { code }: TwoStepForm): Promise<AccountPageAnswer> {
  if (!SIX_DIGITS.test(code)) {
    return refusedAnswer("Type the 6 digits your authenticator app shows.", "code");
  }
  const supabase = await createSupabaseServerClient({ isSignInStep: true });
  const { data: factors, error } = await supabase.auth.mfa.listFactors();
  if (error) return refusedAnswer(UNAVAILABLE);
  const factor = factors.totp[0];
  if (!factor) return refusedAnswer("Two-step sign-in is already off.");
  const checked = await checkCode(supabase, factor.id, code, user);
  if (isRefusal(checked)) return refusedAnswer(refusalWords(checked), "code");
  if (checked.error) return codeRefusal(checked.error);
  for (const each of factors.totp) {
    const { error: unenrolError } = await supabase.auth.mfa.unenroll({ factorId: each.id });
    if (unenrolError) return refusedAnswer(UNAVAILABLE);
  }
  return recorded(
    user,
    "account.two_step_off",
    "Two-step sign-in is off: signing in asks for your password alone.",
  );
}

/**
 * Behind the two-step sign-in forms of the account page, by `intent`: `start` enrols a factor,
 * `confirm` verifies its first code, `stop` removes it after a current code.
 */
export const twoStep = defineAction({
  caller: portalTools.account,
  form: twoStepForm,
  run: async (form, { user, previous }): Promise<AccountPageAnswer> => {
    switch (form.intent) {
      case "start":
        return startTwoStep();
      case "confirm":
        return confirmTwoStep(user, enrolmentOf(previous), form);
      case "stop":
        return stopTwoStep(user, form);
      default:
        return refusedAnswer(
          "This form asks for something the account page does not do; reload the page.",
        );
    }
  },
});
