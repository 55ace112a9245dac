import { isAuthError } from "@supabase/supabase-js";
import type { ActionAnswer } from "@/lib/action/answer";
import { UNRECORDED } from "@/lib/staff/account-event";

/** The fields of the account page an answer can stand beside. */
export type AccountField = "current" | "password" | "repeat" | "code";

/** A TOTP factor being enrolled: what the person copies into their authenticator app. */
export type Enrolment = {
  factorId: string;
  /** The QR code as a `data:image/svg+xml` URI. */
  qrCode: string;
  /** The base32 secret, as the app's "enter a key" asks for it. */
  secret: string;
  /** The `otpauth://` URI the QR code holds. */
  uri: string;
};

/**
 * What an account page action answers; it never carries a password. `enrolment` is set while
 * two-step sign-in waits for its first code; `isUnrecorded` when a made change went unlogged.
 */
export type AccountPageAnswer = ActionAnswer<{ enrolment?: Enrolment; isUnrecorded?: boolean }>;

export const UNAVAILABLE =
  "The auth service is not answering, so nothing changed. Try again in a moment.";

export const WRONG_CODE =
  "That code was not accepted: type the 6-digit code your authenticator app shows now for this account.";

export const NEEDS_CODE_STEP =
  "Your account has two-step sign-in on, and this session has not given a code yet: sign out, sign in again with your code, then change your password.";

/** A refusal, beside `field` when it is about one, keeping a factor being enrolled. */
export function refusedAnswer(
  message: string,
  field?: AccountField,
  enrolment?: Enrolment,
): AccountPageAnswer {
  return {
    status: "refused",
    message,
    ...(field && { fieldErrors: { [field]: [message] } }),
    ...(enrolment && { detail: { enrolment } }),
  };
}

/** A made change that the activity log could not record: said, never dropped. */
export function unrecordedAnswer(message: string): AccountPageAnswer {
  return { status: "done", message: `${message} ${UNRECORDED}`, detail: { isUnrecorded: true } };
}

const codeOf = (error: unknown) => (isAuthError(error) ? error.code : undefined);

const isUnreachable = (error: unknown) =>
  !isAuthError(error) || !error.status || error.status >= 500 || error.status === 429;

/** The refusal of `PUT /user` with a new password, beside the field it is about. */
export function passwordRefusal(error: unknown): AccountPageAnswer {
  switch (codeOf(error)) {
    case "weak_password":
      return refusedAnswer(
        `The auth service finds that password too weak: ${(error as Error).message}`,
        "password",
      );
    case "same_password":
      return refusedAnswer(
        "That is your current password: choose a different new one.",
        "password",
      );
    case "insufficient_aal":
      return refusedAnswer(NEEDS_CODE_STEP);
  }
  if (isUnreachable(error)) return refusedAnswer(UNAVAILABLE);
  return refusedAnswer(
    `The auth service refused it, so nothing changed: ${(error as Error).message}`,
  );
}

/** The refusal of a code (challenge or verify): the same words for every wrong code. */
export function codeRefusal(error: unknown, enrolment?: Enrolment): AccountPageAnswer {
  switch (codeOf(error)) {
    case "mfa_verification_failed":
    case "mfa_challenge_expired":
    case "mfa_ip_address_mismatch":
      return refusedAnswer(WRONG_CODE, "code", enrolment);
    case "mfa_factor_not_found":
      return refusedAnswer(
        "That setup has expired: press Turn on two-step sign-in to start again.",
      );
  }
  if (isUnreachable(error)) return refusedAnswer(UNAVAILABLE, undefined, enrolment);
  return refusedAnswer(
    `The auth service refused it, so nothing changed: ${(error as Error).message}`,
    undefined,
    enrolment,
  );
}

/** The enrolment an earlier answer carried, when `state` (posted by the browser) has a sound one. */
export function enrolmentOf(state: unknown): Enrolment | undefined {
  if (typeof state !== "object" || state === null || !("detail" in state)) return undefined;
  const detail: unknown = state.detail;
  if (typeof detail !== "object" || detail === null || !("enrolment" in detail)) return undefined;
  const enrolment: unknown = detail.enrolment;
  if (typeof enrolment !== "object" || enrolment === null) return undefined;
  const fields = enrolment as Record<string, unknown>;
  const { factorId, qrCode, secret, uri } = fields;
  if (typeof factorId !== "string" || typeof secret !== "string" || typeof uri !== "string") {
    return undefined;
  }
  if (typeof qrCode !== "string" || !qrCode.startsWith("data:image/svg+xml")) return undefined;
  return { factorId, qrCode, secret, uri };
}
