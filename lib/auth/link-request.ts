import "server-only";
import { after } from "next/server";
import { formText } from "@/lib/form-text";
import { requestAddress } from "@/lib/visitor-address/request";
import { beginLinkRequest, isRefusal, type AuthStep } from "./limits";
import { authMessages, linkRequestMessage } from "./messages";
import { recordRefusedSignIn } from "./sign-in-events";

/**
 * Every sign-in answer takes at least this long (an e-mail request's auth call is awaited no
 * longer), so a staff address (a hash to check, a mail to send) and an unknown one (a real
 * Supabase skips the hash) cannot be told apart by timing.
 */
export const ANSWER_MIN_MS = 1000;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL_LENGTH = 254;

const PENDING = Symbol("pending");

/** The sign-in pages' requests that make the auth service send an e-mail. */
export type LinkStep = Extract<AuthStep, "magic-link" | "password-reset">;

/** The answer to such a request: whether it reads as sent, and the words to show. */
export type LinkAnswer = { ok: boolean; message: string };

/** Resolves after `ms` (at once for zero or less). */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

/** Resolves to `answer`, no sooner than `ANSWER_MIN_MS` after `startedAt`. */
export async function answerNoSoonerThan<T>(startedAt: number, answer: T): Promise<T> {
  const remainingMs = startedAt + ANSWER_MIN_MS - Date.now();
  if (remainingMs > 0) await delay(remainingMs);
  return answer;
}

/** When a sign-in request arrived, and the e-mail address it names (trimmed, bounded). */
export function submission(formData: FormData): { startedAt: number; email: string } {
  const startedAt = Date.now();
  return { startedAt, email: formText(formData, "email").trim().slice(0, MAX_EMAIL_LENGTH) };
}

/** True when `email` has the shape of an e-mail address. */
export function isEmailAddress(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

/**
 * Reads the e-mail address of a link request (the form's `email`) and has `send` ask the auth
 * service for the e-mail of `step` to it (it resolves to the service's error, or null), within
 * the app's limits per visitor address and per account and the e-mail budget (given back when
 * the link is used, `linkUsed`); a refusal by a limit is recorded. A malformed address is answered at once. Otherwise the answer comes no
 * sooner than `ANSWER_MIN_MS` after the request's arrival, with `sent` alike for a staff address,
 * an unknown one and one mailed lately (then nothing is sent): only a visitor over their own
 * limit or an outage reads differently.
 */
export async function requestLinkEmail(
  step: LinkStep,
  formData: FormData,
  sent: string,
  send: (email: string) => Promise<unknown>,
): Promise<LinkAnswer & { email: string }> {
  const { startedAt, email } = submission(formData);
  if (!isEmailAddress(email)) return { ok: false, message: authMessages.invalidEmail, email };
  return { ...(await answerLinkRequest(step, email, startedAt, sent, send)), email };
}

async function answerLinkRequest(
  step: LinkStep,
  email: string,
  startedAt: number,
  sent: string,
  send: (email: string) => Promise<unknown>,
): Promise<LinkAnswer> {
  const address = await requestAddress();
  const allowed = await beginLinkRequest(step, email, address);
  if (typeof allowed === "string") recordRefusedSignIn(email, step, address);
  if (isRefusal(allowed)) {
    const message = allowed === "busy" ? authMessages.busy : authMessages.tooManyAttempts;
    return answerNoSoonerThan(startedAt, { ok: false, message });
  }
  if (allowed === "account") return answerNoSoonerThan(startedAt, { ok: true, message: sent });

  const request = send(email).catch((thrown: unknown) => thrown);
  // Hosts may stop work once the answer is out; the e-mail must still be sent.
  after(request);
  // Measured from the request's arrival, not the call's start: the limits' own time then
  // shifts no answer, whichever address it names.
  const deadline = delay(startedAt + ANSWER_MIN_MS - Date.now()).then(() => PENDING);
  const outcome = await Promise.race([request, deadline]);
  // A call still running at the minimum reads as sent: waiting on would tell addresses apart.
  return answerNoSoonerThan(
    startedAt,
    linkRequestMessage(outcome === PENDING ? null : outcome, sent),
  );
}
