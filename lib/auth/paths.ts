// Relative, not `@/`: next.config.ts loads this module, and its loader resolves no path aliases.
import { portalTools } from "../portal/tools";
import type { LoginErrorCode } from "./messages";

/** The staff area: only verified staff see anything under it. */
export const PORTAL_PATH = "/portal";

export const LOGIN_PATH = "/login";

const AUTH_PATH = "/auth";

/** The page where a person arriving from an invitation or a reset chooses their password. */
export const SET_PASSWORD_PATH = "/auth/set-password";

/**
 * The private prefixes, each covering itself and every path under it: the staff area and the
 * sign-in flow. The proxy runs on them, the prerendered policy skips them and robots stay out.
 */
export const PRIVATE_PREFIXES = [PORTAL_PATH, LOGIN_PATH, AUTH_PATH] as const;

/** Where a signed-in user lands when there is no (usable) `next`. */
export const DEFAULT_AFTER_SIGN_IN = PORTAL_PATH;

const MAX_NEXT_LENGTH = 2048;
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/;
const PLACEHOLDER_ORIGIN = "http://next.invalid";

function isPlainSitePath(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//")) return false;
  if (value.includes("\\") || CONTROL_OR_SPACE.test(value)) return false;
  const path = value.split(/[?#]/, 1)[0] ?? "";
  return !path.split("/").some((segment) => segment === "." || segment === "..");
}

/**
 * Returns `next` when it is a path on this site (a leading `/`, no host, no backslashes, control
 * characters or dot segments, also after one more round of percent-decoding), else the portal.
 * Paths back into the sign-in flow also fall back, so a redirect never loops; the one exception
 * is the password step itself, exactly `SET_PASSWORD_PATH`, where the code step of an invitation
 * or reset goes on to (it never redirects back, and opens only for a session a link started).
 */
export function safeNextPath(next: string | null | undefined): string {
  if (typeof next !== "string" || next.length === 0 || next.length > MAX_NEXT_LENGTH) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(next);
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
  if (!isPlainSitePath(next) || !isPlainSitePath(decoded)) return DEFAULT_AFTER_SIGN_IN;

  const url = new URL(next, PLACEHOLDER_ORIGIN);
  if (url.origin !== PLACEHOLDER_ORIGIN) return DEFAULT_AFTER_SIGN_IN;
  if (next === SET_PASSWORD_PATH) return SET_PASSWORD_PATH;
  if (isSignInPath(url.pathname)) return DEFAULT_AFTER_SIGN_IN;
  return `${url.pathname}${url.search}${url.hash}`;
}

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** True for `/portal` and everything under it: the paths only staff may see. */
export function isProtectedPath(pathname: string): boolean {
  return isUnder(pathname, PORTAL_PATH);
}

/** True for the sign-in page and the auth route handlers. */
export function isSignInPath(pathname: string): boolean {
  return isUnder(pathname, LOGIN_PATH) || isUnder(pathname, AUTH_PATH);
}

/** The proxy's matcher patterns for the private prefixes: each prefix and everything under it. */
export function privateMatchers(): string[] {
  return PRIVATE_PREFIXES.flatMap((prefix) => [prefix, `${prefix}/:path*`]);
}

/** A Next `headers()` source that matches every path outside the private prefixes. */
export function publicPathsSource(): string {
  const excluded = PRIVATE_PREFIXES.flatMap((prefix) => [
    `${prefix.slice(1)}$`,
    `${prefix.slice(1)}/`,
  ]);
  return `/((?!${excluded.join("|")}).*)`;
}

type LoginPathOptions = {
  /** A session existed but is no longer valid: the page says so (`expired=1`). */
  hasExpired?: boolean;
  /** What went wrong, as a code the page turns into its message, never raw text. */
  error?: LoginErrorCode | undefined;
};

/**
 * The sign-in page's address (a relative URL): it brings the user back to `next` afterwards
 * (made a same-site path; none when `next` is null), flagged as in `options`.
 */
export function loginPath(
  next: string | null,
  { hasExpired = false, error }: LoginPathOptions = {},
): string {
  const params = new URLSearchParams();
  if (next !== null) params.set("next", safeNextPath(next));
  if (hasExpired) params.set("expired", "1");
  if (error) params.set("error", error);
  const query = params.toString();
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}

/** The sign-in's code step, for a session that still owes its authenticator code. */
export const TWO_STEP_PATH = "/login/two-step";
/** The account page, where a person enrols an authenticator app. */
export const ACCOUNT_PATH = portalTools.account.path;

/** The code step's address: it goes on to `next` (made a same-site path) once the code is given. */
export function twoStepPath(next: string): string {
  return `${TWO_STEP_PATH}?${new URLSearchParams({ next: safeNextPath(next) })}`;
}

/** The account page asking to enrol a factor first, then to go on to `next`. */
export function enrolPath(next: string): string {
  return `${ACCOUNT_PATH}?${new URLSearchParams({ enrol: "required", next: safeNextPath(next) })}`;
}
