import { AuthError } from "@supabase/supabase-js";

/** What the sign-in page says; one place, so every path through it says the same thing. */
export const authMessages = {
  missingCredentials: "Enter your e-mail and password.",
  invalidCredentials: "Invalid e-mail or password.",
  invalidEmail: "Enter a valid e-mail address.",
  tooManyAttempts: "Too many attempts. Please try again later.",
  busy: "Sign-in is busy just now. Please try again in a few minutes.",
  unavailable: "The sign-in service is unavailable. Please try again in a moment.",
  signedIn: "Login successful! Redirecting...",
  codeNeeded: "Password accepted. Next, the code from your authenticator app...",
  linkSent: "If this address belongs to a staff account, a link is on its way.",
  resetLinkSent:
    "If this address belongs to a staff account, a link to choose a new password is on its way.",
  expired: "Your session has expired. Please sign in again.",
  linkInvalid: "That sign-in link has expired or was already used. Request a new one below.",
} as const;

/** Error codes that may travel in a URL (`/login?error=…`), never raw error text. */
export const loginErrorCodes = {
  link_invalid: authMessages.linkInvalid,
  too_many_attempts: authMessages.tooManyAttempts,
  busy: authMessages.busy,
  unavailable: authMessages.unavailable,
} as const;

/** A code of `loginErrorCodes`, as `loginPath` puts it in the URL. */
export type LoginErrorCode = keyof typeof loginErrorCodes;

/**
 * The message for an `error` code from the URL, or undefined for any other value. Own keys
 * only: a visitor's `?error=toString` must not reach `Object.prototype`.
 */
export function loginErrorMessage(code: string | undefined): string | undefined {
  return code !== undefined && Object.hasOwn(loginErrorCodes, code)
    ? loginErrorCodes[code as LoginErrorCode]
    : undefined;
}

/**
 * The message for a failed password sign-in. Wrong e-mail, wrong password, an unconfirmed or a
 * banned account all read the same, so the page reveals nothing about which accounts exist.
 */
export function passwordSignInMessage(error: unknown): string {
  if (error instanceof AuthError) {
    if (error.status === 429) return authMessages.tooManyAttempts;
    if (error.status === undefined || error.status >= 500 || error.status === 0) {
      return authMessages.unavailable;
    }
  }
  return error instanceof AuthError ? authMessages.invalidCredentials : authMessages.unavailable;
}

/**
 * The answer to a request for a link by e-mail (a magic link, a password reset), `sent` when it
 * went out. Unknown addresses and a repeat inside the resend window get the same answer as a
 * sent link; only a per-visitor flood or an outage reads differently.
 */
export function linkRequestMessage(error: unknown, sent: string): { ok: boolean; message: string } {
  if (!error) return { ok: true, message: sent };
  if (error instanceof AuthError) {
    if (error.code === "over_request_rate_limit") {
      return { ok: false, message: authMessages.tooManyAttempts };
    }
    if (error.status !== undefined && error.status >= 400 && error.status < 500) {
      return { ok: true, message: sent };
    }
  }
  return { ok: false, message: authMessages.unavailable };
}
