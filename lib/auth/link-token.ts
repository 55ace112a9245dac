import type { EmailOtpType } from "@supabase/supabase-js";

/** The e-mail links the confirm page opens: a sign-in link, an invitation, a password reset. */
export type LinkType = Extract<EmailOtpType, "email" | "magiclink" | "invite" | "recovery">;

const LINK_TYPES: ReadonlySet<string> = new Set<LinkType>([
  "email",
  "magiclink",
  "invite",
  "recovery",
]);
const TOKEN_HASH = /^[A-Za-z0-9_-]{1,256}$/;

/** The token of an e-mail link, when both parts are well-formed; else null. */
export function linkToken(
  tokenHash: unknown,
  type: unknown,
): { tokenHash: string; type: LinkType } | null {
  if (typeof tokenHash !== "string" || typeof type !== "string") return null;
  if (!TOKEN_HASH.test(tokenHash) || !LINK_TYPES.has(type)) return null;
  return { tokenHash, type: type as LinkType };
}

/** True for the links after which the person chooses a password: an invitation, a reset. */
export function asksForPassword(type: LinkType): type is "invite" | "recovery" {
  return type === "invite" || type === "recovery";
}
