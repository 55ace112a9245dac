import { randomUUID } from "node:crypto";
import type { AuthConfig } from "../config";
import { sha256Hex } from "../hashing";
import { ApiError, sendJson, unprocessable, validationFailed } from "../http/errors";
import { optionalObject, optionalString, type JsonBody } from "../http/request";
import type { Route, RouteRequest } from "../http/route";
import { newCode, tokenHashOf, tokenKindOf, verifyUrl } from "../magic-links";
import { isAllowedRedirect, resolveRedirect } from "../redirects";
import type { Queryable } from "../store/db";
import { replaceOneTimeToken } from "../store/links";
import { findUserByEmail, insertUser, updateUser, type UserRow } from "../store/users";
import { mergeMetadata, userJson } from "../user-json";
import { checkPassword, hashPassword, normaliseEmail } from "../validation";

type LinkType = "magiclink" | "recovery" | "invite" | "signup";

const emailExists = () =>
  unprocessable("email_exists", "A user with this email address has already been registered");

function newEmailUser(
  tx: Queryable,
  email: string,
  encryptedPassword: string | null,
  data: Record<string, unknown> | undefined,
): Promise<UserRow> {
  return insertUser(tx, {
    id: randomUUID(),
    email,
    encryptedPassword,
    emailConfirmed: false,
    appMetadata: { provider: "email", providers: ["email"] },
    userMetadata: data ?? {},
  });
}

/**
 * The account a link of `type` is for, made or updated as GoTrue's `adminGenerateLink` does:
 * an invite or sign-up link makes the account when there is none and refuses a confirmed one.
 */
async function linkOwner(
  tx: Queryable,
  type: LinkType,
  existing: UserRow | undefined,
  options: {
    config: AuthConfig;
    email: string;
    password: string | undefined;
    data: JsonBody | undefined;
  },
): Promise<UserRow> {
  const { config, email, password, data } = options;
  const now = new Date();
  if (type === "magiclink" || type === "recovery") {
    // Only a known account gets here: the caller turned the others into sign-ups or refusals.
    return updateUser(tx, existing!.id, { recovery_sent_at: now });
  }
  if (existing?.email_confirmed_at) throw emailExists();
  if (type === "invite") {
    const invited = existing ?? (await newEmailUser(tx, email, null, data));
    return updateUser(tx, invited.id, { invited_at: now, confirmation_sent_at: now });
  }
  if (existing) {
    const userMetadata = mergeMetadata(existing.raw_user_meta_data, data ?? {});
    return updateUser(tx, existing.id, {
      raw_user_meta_data: userMetadata,
      confirmation_sent_at: now,
    });
  }
  const encryptedPassword = password === undefined ? null : await hashPassword(config, password);
  const created = await newEmailUser(tx, email, encryptedPassword, data);
  return updateUser(tx, created.id, { confirmation_sent_at: now });
}

/**
 * POST /admin/generate_link: makes the link (and the account, for an invite or sign-up) and
 * answers it with the user, as GoTrue does; no e-mail is sent.
 */
async function generateLink(request: RouteRequest): Promise<void> {
  const { ctx, req, res, query } = request;
  const params = await request.body();
  const email = normaliseEmail(optionalString(params, "email"));
  const requestedType = optionalString(params, "type") ?? "";
  const data = optionalObject(params, "data");
  const bodyRedirect = optionalString(params, "redirect_to");
  const redirectTo =
    bodyRedirect && isAllowedRedirect(ctx.config, bodyRedirect)
      ? bodyRedirect
      : resolveRedirect(ctx.config, req, query.get("redirect_to"));
  const code = newCode();
  const hashedToken = tokenHashOf(email, code);

  const { user, type } = await ctx.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    let type = requestedType;
    let password = optionalString(params, "password") || undefined;
    if (!existing && type === "magiclink") {
      // GoTrue answers a magic link for an unknown address with a sign-up link for a new account.
      type = "signup";
      password = undefined;
    } else if (type === "signup" && !existing) {
      if (!password) throw validationFailed("Signup requires a valid password");
      checkPassword(ctx.config, password);
    }
    if (type === "email_change_current" || type === "email_change_new") {
      if (!existing) throw new ApiError(404, "user_not_found", "User with this email not found");
      throw validationFailed("E-mail change links are not supported by the local service");
    }
    if (type === "recovery" && !existing) {
      throw new ApiError(404, "user_not_found", "User with this email not found");
    }
    if (!["magiclink", "recovery", "invite", "signup"].includes(type)) {
      throw validationFailed(`Invalid email action link type requested: ${type}`);
    }
    const linkType = type as LinkType;
    const owner = await linkOwner(tx, linkType, existing, {
      config: ctx.config,
      email,
      password,
      data,
    });
    await replaceOneTimeToken(tx, owner.id, tokenKindOf(linkType), sha256Hex(hashedToken));
    return { user: owner, type: linkType };
  });
  sendJson(res, 200, {
    ...userJson(user),
    action_link: verifyUrl(ctx, { tokenHash: hashedToken, type, redirectTo }),
    email_otp: code,
    hashed_token: hashedToken,
    verification_type: type,
    redirect_to: redirectTo,
  });
}

export const generateLinkRoutes: Route[] = [
  { method: "POST", path: "/admin/generate_link", handle: generateLink },
];
