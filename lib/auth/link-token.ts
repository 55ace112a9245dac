import type { EmailOtpType } from "@supabase/supabase-js";

const LINK_TYPES: ReadonlySet<string> = new Set<EmailOtpType>(["email", "magiclink"]);
const TOKEN_HASH = /^[A-Za-z0-9_-]{1,256}$/;

/** The token of a magic link, when both parts are well-formed; else null. */
export function linkToken(
  tokenHash: unknown,
  type: unknown,
): { tokenHash: string; type: EmailOtpType } | null {
  if (typeof tokenHash !== "string" || typeof type !== "string") return null;
  if (!TOKEN_HASH.test(tokenHash) || !LINK_TYPES.has(type)) return null;
  return { tokenHash, type: type as EmailOtpType };
}
