import { createHash, randomInt } from "node:crypto";
import type { ServiceContext } from "./context";
import { forbidden, type ApiError } from "./http/errors";
import { sha256Hex } from "./hashing";
import type { Queryable } from "./store/db";
import { clearOneTimeTokens, findOneTimeToken, type OneTimeTokenKind } from "./store/links";
import { findUserByEmail, findUserById, updateUser, type UserRow } from "./store/users";
import { isBanned } from "./user-json";

/** Prefix GoTrue gives the token hash of links that belong to a PKCE flow. */
export const PKCE_PREFIX = "pkce_";

/** A new six-digit one-time code, the `{{ .Token }}` of a link mail. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

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

/** Which one-time tokens each link type spends, as GoTrue's `verifyTokenHash` looks them up. */
const KINDS_OF_TYPE: Record<string, OneTimeTokenKind[]> = {
  signup: ["confirmation_token"],
  invite: ["confirmation_token"],
  magiclink: ["recovery_token"],
  recovery: ["recovery_token"],
  email: ["confirmation_token", "recovery_token"],
};

/** The kind of one-time token a link of this type is issued as. */
export function tokenKindOf(
  type: "signup" | "invite" | "magiclink" | "recovery",
): OneTimeTokenKind {
  return KINDS_OF_TYPE[type]![0]!;
}

/**
 * GoTrue's `User.Confirm`: the address is confirmed now, `email_verified` joins the user's
 * metadata, and every pending link is spent.
 */
export async function confirmEmail(tx: Queryable, user: UserRow): Promise<UserRow> {
  await clearOneTimeTokens(tx, user.id);
  return updateUser(tx, user.id, {
    email_confirmed_at: new Date(),
    raw_user_meta_data: { ...user.raw_user_meta_data, email_verified: true },
  });
}

/**
 * Finds, checks and spends a link's token (every pending link of the user goes with it), as
 * GoTrue's /verify does: a signup or invite link confirms the address, a magic or recovery link
 * confirms it if it was not yet, and the e-mail provider is recorded in `app_metadata`. With an
 * `email` (a code rather than a link) the account is looked up first, as in GoTrue.
 */
export async function spendLink(
  ctx: ServiceContext,
  tx: Queryable,
  link: { type: string; hashes: string[]; email?: string },
  expiredMessage: string,
): Promise<UserRow> {
  const expired = () => forbidden("otp_expired", expiredMessage);
  const owner = link.email === undefined ? undefined : await findUserByEmail(tx, link.email);
  if (link.email !== undefined && !owner) throw expired();
  if (owner && isBanned(owner)) throw forbidden("user_banned", "User is banned");
  const kinds = KINDS_OF_TYPE[link.type] ?? [];
  const token =
    kinds.length > 0 ? await findOneTimeToken(tx, link.hashes.map(sha256Hex), kinds) : undefined;
  if (!token || (owner && token.user_id !== owner.id)) throw expired();
  const user = owner ?? (await findUserById(tx, token.user_id));
  if (!user) throw expired();
  // GoTrue tells a banned account so before it looks at the link's age.
  if (isBanned(user)) throw forbidden("user_banned", "User is banned");
  // An invitation lives `inviteExpirySeconds`, every other link `linkExpirySeconds`.
  const lifetimeSeconds =
    token.token_type === "confirmation_token" && user.invited_at
      ? ctx.config.inviteExpirySeconds
      : ctx.config.linkExpirySeconds;
  if (Date.now() > token.created_at.getTime() + lifetimeSeconds * 1000) {
    throw expired();
  }
  let spent = user;
  if (token.token_type === "confirmation_token" || !user.email_confirmed_at) {
    spent = await confirmEmail(tx, user);
  } else {
    await clearOneTimeTokens(tx, user.id);
  }
  return updateUser(tx, user.id, {
    raw_app_meta_data: { ...spent.raw_app_meta_data, provider: "email", providers: ["email"] },
  });
}

/** GoTrue's `{{ .ConfirmationURL }}`: this service's /verify, with its query as GoTrue writes it. */
export function verifyUrl(
  ctx: ServiceContext,
  values: { tokenHash: string; type: string; redirectTo: string },
): string {
  // GoTrue escapes the redirect only when it holds `&`, `=` or `#` (templatemailer `encodeRedirectURL`).
  const redirectTo = /[&=#]/.test(values.redirectTo)
    ? encodeURIComponent(values.redirectTo)
    : values.redirectTo;
  const token = encodeURIComponent(values.tokenHash);
  return `${ctx.externalUrl}/verify?token=${token}&type=${values.type}&redirect_to=${redirectTo}`;
}

/** An e-mail's link from a configured template, as Supabase fills its e-mail templates. */
export function templateLink(
  ctx: ServiceContext,
  template: string,
  values: { type: string; email: string; code: string; tokenHash: string; redirectTo: string },
): string {
  const fields: Record<string, string> = {
    ConfirmationURL: verifyUrl(ctx, values),
    SiteURL: ctx.config.siteUrl.replace(/\/+$/, ""),
    TokenHash: values.tokenHash,
    RedirectTo: values.redirectTo,
    Email: values.email,
    Token: values.code,
  };
  return template.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(fields, name) ? fields[name]! : placeholder,
  );
}
