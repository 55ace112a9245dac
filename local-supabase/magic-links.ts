import { createHash, randomBytes } from "node:crypto";
import type { ServiceContext } from "./context";
import { forbidden, type ApiError } from "./http/errors";
import { sha256Hex } from "./hashing";
import type { Queryable } from "./store/db";
import { clearOneTimeTokens, findOneTimeToken } from "./store/links";
import { findUserById, updateUser, type UserChanges, type UserRow } from "./store/users";
import { isBanned } from "./user-json";
import { hashPassword } from "./validation";

/** Prefix GoTrue gives the token hash of links that belong to a PKCE flow. */
export const PKCE_PREFIX = "pkce_";

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

/** The stored token types each `/verify` type accepts (GoTrue: confirmation or recovery token). */
const TOKEN_TYPES: Record<string, string[]> = {
  magiclink: ["magiclink"],
  email: ["magiclink", "invite"],
  signup: ["invite"],
  invite: ["invite"],
};

function lifetimeSeconds(ctx: ServiceContext, tokenType: string): number {
  return tokenType === "invite" ? ctx.config.inviteExpirySeconds : ctx.config.linkExpirySeconds;
}

/**
 * Finds, checks and spends a link's token; confirms the address on first use (with
 * `email_verified` in the user's metadata, as GoTrue's `Confirm`), and gives an invited user
 * without a password a random one, as GoTrue does, until they choose their own.
 */
export async function spendLink(
  ctx: ServiceContext,
  tx: Queryable,
  link: { type: string; hashes: string[] },
  expiredMessage: string,
): Promise<UserRow> {
  const accepted = TOKEN_TYPES[link.type] ?? [];
  const found =
    accepted.length > 0 ? await findOneTimeToken(tx, link.hashes.map(sha256Hex)) : undefined;
  const token = found && accepted.includes(found.token_type) ? found : undefined;
  const expiresAt = token
    ? token.created_at.getTime() + lifetimeSeconds(ctx, token.token_type) * 1000
    : 0;
  if (!token || Date.now() > expiresAt) throw forbidden("otp_expired", expiredMessage);
  const user = await findUserById(tx, token.user_id);
  if (!user) throw forbidden("otp_expired", expiredMessage);
  if (isBanned(user)) throw forbidden("user_banned", "User is banned");
  await clearOneTimeTokens(tx, user.id);
  if (user.email_confirmed_at) return user;
  const changes: UserChanges = {
    email_confirmed_at: new Date(),
    raw_user_meta_data: { ...user.raw_user_meta_data, email_verified: true },
  };
  if (user.invited_at && !user.encrypted_password) {
    changes.encrypted_password = await hashPassword(randomBytes(48).toString("base64url"));
  }
  return updateUser(tx, user.id, changes);
}

/** Fills a link template's `{{ .Field }}` placeholders, as Supabase fills its e-mail templates. */
function fillTemplate(template: string, fields: Record<string, string>): string {
  return template.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(fields, name) ? fields[name]! : placeholder,
  );
}

type LinkValues = { email: string; code: string; tokenHash: string; redirectTo: string };

function templateFields(ctx: ServiceContext, type: string, values: LinkValues) {
  const confirmation = new URL(`${ctx.externalUrl}/verify`);
  confirmation.searchParams.set("token", values.tokenHash);
  confirmation.searchParams.set("type", type);
  confirmation.searchParams.set("redirect_to", values.redirectTo);
  return {
    ConfirmationURL: confirmation.toString(),
    SiteURL: ctx.config.siteUrl.replace(/\/+$/, ""),
    TokenHash: values.tokenHash,
    RedirectTo: values.redirectTo,
    Email: values.email,
    Token: values.code,
  };
}

/** The magic-link e-mail's link from the configured template (`magicLinkUrl`). */
export function magicLink(ctx: ServiceContext, values: LinkValues): string {
  return fillTemplate(ctx.config.magicLinkUrl, templateFields(ctx, "magiclink", values));
}

/** The invitation e-mail's link from the configured template (`inviteUrl`). */
export function inviteLink(ctx: ServiceContext, values: LinkValues): string {
  return fillTemplate(ctx.config.inviteUrl, templateFields(ctx, "invite", values));
}
