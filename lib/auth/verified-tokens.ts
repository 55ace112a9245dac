import type { JwtPayload } from "@supabase/supabase-js";
import { processTable } from "@/lib/process-table";

/**
 * Access tokens whose signature was verified, with their claims, for the whole process: the
 * proxy run and the page render of one request check the same token one after the other.
 */
const verified = processTable<JwtPayload>("verified-tokens", 10_000);

/**
 * The claims of `token` if this process verified its signature before and it has not expired:
 * a signature check imports the signing key anew each time, the largest single cost of a
 * signed-in page view. Only the exact token string that was verified matches.
 */
export function knownClaims(token: string, nowSec = Date.now() / 1000): JwtPayload | null {
  const claims = verified.get(token);
  if (!claims) return null;
  if (typeof claims.exp !== "number" || claims.exp <= nowSec) {
    verified.delete(token);
    return null;
  }
  return claims;
}

/** Remembers a verified token's claims, keeping a bounded number of tokens (oldest go first). */
export function rememberClaims(token: string, claims: JwtPayload) {
  verified.set(token, claims);
}
