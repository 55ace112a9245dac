import { combineChunks, stringFromBase64URL } from "@supabase/ssr";

const ENCODED_PREFIX = "base64-";

/** True for the cookies `@supabase/ssr` keeps a session in: `sb-<ref>-auth-token` and its chunks. */
export function isSessionCookie(name: string): boolean {
  return /^(__Host-)?sb-.+-auth-token(\.\d+)?$/.test(name);
}

// auth-js refreshes a session this close to its expiry, whatever the token's lifetime.
const CLIENT_MARGIN_SECONDS = 90;

function decodeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function field(value: unknown, name: string): unknown {
  return typeof value === "object" && value !== null && Object.hasOwn(value, name)
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

/**
 * The access token of the session stored in cookie `name` (`@supabase/ssr`'s format: JSON,
 * possibly base64url-encoded and split into chunks), or null when there is none or it does not
 * parse. Reading it never refreshes anything, and trusts nothing: callers verify the token.
 */
export async function storedAccessToken(
  name: string,
  readCookie: (name: string) => string | undefined,
): Promise<string | null> {
  const stored = await combineChunks(name, readCookie);
  if (!stored) return null;
  let json = stored;
  if (stored.startsWith(ENCODED_PREFIX)) {
    try {
      json = stringFromBase64URL(stored.slice(ENCODED_PREFIX.length));
    } catch {
      return null;
    }
  }
  const token = field(decodeJson(json), "access_token");
  return typeof token === "string" ? token : null;
}

/** The unverified claims of a JWT, or null when it does not decode. */
function unverifiedClaims(token: string): unknown {
  const [, payload = ""] = token.split(".");
  try {
    return decodeJson(stringFromBase64URL(payload));
  } catch {
    return null;
  }
}

/**
 * Whether the session of `accessToken` should be refreshed now: within auth-js's margin, or in
 * the second half of a shorter token's life. A token that was just issued is never refreshed
 * again, so parallel requests that hold it do not rotate the session under each other.
 */
export function isRefreshDue(accessToken: string, nowSeconds: number): boolean {
  const claims = unverifiedClaims(accessToken);
  const issuedAt = field(claims, "iat");
  const expiresAt = field(claims, "exp");
  if (typeof issuedAt !== "number" || typeof expiresAt !== "number") return true;
  const margin = Math.min(CLIENT_MARGIN_SECONDS, (expiresAt - issuedAt) / 2);
  return expiresAt - nowSeconds <= margin;
}

/** Whether `accessToken` says it has expired (unverified: only ever a reason to refuse). */
export function hasExpired(accessToken: string, nowSeconds: number): boolean {
  const expiresAt = field(unverifiedClaims(accessToken), "exp");
  return typeof expiresAt === "number" && expiresAt <= nowSeconds;
}
