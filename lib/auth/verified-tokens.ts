import type { JwtPayload } from "@supabase/supabase-js";

/** Access tokens whose signature was verified, with their claims, oldest first. */
type Verified = Map<string, JwtPayload>;

const MAX_TOKENS = 10_000;
// One table per process: the proxy and the app's route bundles are separate modules, and a
// request's proxy run and page render check the same token one after the other.
const TOKENS_KEY = Symbol.for("silverline.verified-tokens");

function verified(): Verified {
  const holder = globalThis as { [TOKENS_KEY]?: Verified };
  holder[TOKENS_KEY] ??= new Map();
  return holder[TOKENS_KEY];
}

/**
 * The claims of `token` if this process verified its signature before and it has not expired:
 * a signature check imports the signing key anew each time, the largest single cost of a
 * signed-in page view. Only the exact token string that was verified matches.
 */
export function knownClaims(token: string, nowSec = Date.now() / 1000): JwtPayload | null {
  const claims = verified().get(token);
  if (!claims) return null;
  if (typeof claims.exp !== "number" || claims.exp <= nowSec) {
    verified().delete(token);
    return null;
  }
  return claims;
}

/** Remembers a verified token's claims, keeping a bounded number of tokens (oldest go first). */
export function rememberClaims(token: string, claims: JwtPayload) {
  const table = verified();
  while (table.size >= MAX_TOKENS) {
    const oldest = table.keys().next().value;
    if (oldest === undefined) break;
    table.delete(oldest);
  }
  table.set(token, claims);
}
