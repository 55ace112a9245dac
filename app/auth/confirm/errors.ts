/** The confirm page, where every e-mail link lands. */
export const CONFIRM_PATH = "/auth/confirm";

/** What the confirm page says for an `error` code in its URL (codes only, never raw text). */
const CONFIRM_ERRORS = {
  invite_expired: "This invitation has expired. Ask an admin to send a new one.",
} as const;

/** The message for `code`, or undefined for any other value (own keys only). */
export function confirmErrorMessage(code: string | undefined): string | undefined {
  return code !== undefined && Object.hasOwn(CONFIRM_ERRORS, code)
    ? CONFIRM_ERRORS[code as keyof typeof CONFIRM_ERRORS]
    : undefined;
}
