import { createHash } from "node:crypto";
import type { ServiceContext } from "./context";
import { forbidden, type ApiError } from "./http/errors";
import { sha256Hex } from "./hashing";
import type { Queryable } from "./store/db";
import { clearOneTimeTokens, findOneTimeToken } from "./store/links";
import { findUserById, updateUser, type UserRow } from "./store/users";
import { isBanned } from "./user-json";

/** Prefix GoTrue gives the token hash of links that belong to a PKCE flow. */
export const PKCE_PREFIX = "pkce_";
const LINK_TYPES = ["magiclink", "email"];

/** GoTrue's token hash: hex SHA-224 of e-mail and code, what `{{ .TokenHash }}` holds. */
export function tokenHashOf(email: string, code: string): string {
  return createHash("sha224")
    .update(email + code)
    .digest("hex");
}

/** `target` with the given fragment (sorted, as Go encodes it) and query parameters. */
export function withParams(
  target: string,
  fragment: Record<string, string>,
  query?: Record<string, string>,
): string {
  const url = new URL(target);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  // Go's url.Values.Encode sorts keys; auth-js parses the fragment either way.
  const sorted = Object.entries(fragment).sort(([a], [b]) => a.localeCompare(b));
  url.hash = new URLSearchParams(sorted).toString();
  return url.toString();
}

const OAUTH_ERRORS: Record<number, string> = {
  400: "invalid_request",
  401: "unauthorized_client",
  403: "access_denied",
  500: "server_error",
  503: "temporarily_unavailable",
};

/** GoTrue's error landing: error, error_code and error_description in the fragment (and query for PKCE). */
export function errorRedirect(target: string, error: ApiError, isPkce: boolean): string {
  const params = {
    error: OAUTH_ERRORS[error.status] ?? "invalid_request",
    error_code: error.code,
    error_description: error.message,
  };
  return withParams(target, { ...params, sb: "" }, isPkce ? params : undefined);
}

/** Finds, checks and spends a link's token; confirms the address on first use. */
export async function spendLink(
  ctx: ServiceContext,
  tx: Queryable,
  link: { type: string; hashes: string[] },
  expiredMessage: string,
): Promise<UserRow> {
  // Only magic links are ever sent, so other types find no token, as a wrong type does in GoTrue.
  const token = LINK_TYPES.includes(link.type)
    ? await findOneTimeToken(tx, link.hashes.map(sha256Hex))
    : undefined;
  const expiresAt = token ? token.created_at.getTime() + ctx.config.linkExpirySeconds * 1000 : 0;
  if (!token || Date.now() > expiresAt) throw forbidden("otp_expired", expiredMessage);
  const user = await findUserById(tx, token.user_id);
  if (!user) throw forbidden("otp_expired", expiredMessage);
  if (isBanned(user)) throw forbidden("user_banned", "User is banned");
  await clearOneTimeTokens(tx, user.id);
  if (user.email_confirmed_at) return user;
  return updateUser(tx, user.id, { email_confirmed_at: new Date() });
}

/** The e-mail's link from the configured template, as Supabase fills its e-mail templates. */
export function magicLink(
  ctx: ServiceContext,
  values: { email: string; code: string; tokenHash: string; redirectTo: string },
): string {
  const confirmation = new URL(`${ctx.externalUrl}/verify`);
  confirmation.searchParams.set("token", values.tokenHash);
  confirmation.searchParams.set("type", "magiclink");
  confirmation.searchParams.set("redirect_to", values.redirectTo);
  const fields: Record<string, string> = {
    ConfirmationURL: confirmation.toString(),
    SiteURL: ctx.config.siteUrl.replace(/\/+$/, ""),
    TokenHash: values.tokenHash,
    RedirectTo: values.redirectTo,
    Email: values.email,
    Token: values.code,
  };
  return ctx.config.magicLinkUrl.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(fields, name) ? fields[name]! : placeholder,
  );
}
