import type { ServiceContext } from "./context";
import { sha256Hex } from "./hashing";
import { ApiError, sendJson, validationFailed } from "./http/errors";
import { optionalString, type JsonBody } from "./http/request";
import type { RouteRequest } from "./http/route";
import type { LinkMail, LinkMailType } from "./mail";
import { newCode, PKCE_PREFIX, templateLink, tokenHashOf, tokenKindOf } from "./magic-links";
import { resolveRedirect } from "./redirects";
import type { Queryable } from "./store/db";
import { insertFlowState, replaceOneTimeToken } from "./store/links";
import { updateUser, type UserRow } from "./store/users";
import { normaliseEmail } from "./validation";

/** A PKCE challenge sent with a link request. */
export type PkceChallenge = { challenge: string; method: string };

/**
 * GoTrue's `validatePKCEParams` over a request body: the challenge, when there is one; throws 400
 * when malformed.
 */
export function pkceChallengeOf(params: JsonBody): PkceChallenge | undefined {
  const challenge = optionalString(params, "code_challenge");
  const method = optionalString(params, "code_challenge_method");
  if (!challenge && !method) return undefined;
  if (!challenge || !method) {
    throw validationFailed("PKCE flow requires code_challenge_method and code_challenge");
  }
  if (!["s256", "plain"].includes(method.toLowerCase())) {
    throw validationFailed(`code challenge method ${method} not supported`);
  }
  if (challenge.length < 43 || challenge.length > 128) {
    throw validationFailed("code challenge has to be between 43 and 128 characters");
  }
  if (!/^[a-zA-Z0-9._~-]+$/.test(challenge)) {
    throw validationFailed(
      "code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes",
    );
  }
  return { challenge, method: method.toLowerCase() };
}

function checkResendWindow(ctx: ServiceContext, user: UserRow): void {
  if (!user.recovery_sent_at) return;
  const waitMs =
    user.recovery_sent_at.getTime() + ctx.config.emailResendSeconds * 1000 - Date.now();
  if (waitMs > 0) {
    throw new ApiError(
      429,
      "over_email_send_rate_limit",
      `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`,
    );
  }
}

/** Takes one mail from the service's hourly budget (GoTrue RATE_LIMIT_EMAIL_SENT); 429 when spent. */
export function takeEmailBudget(ctx: ServiceContext): void {
  const perHour = ctx.config.rateLimits.emailsPerHour;
  if (!ctx.limiter.take("email", perHour, perHour / 3600)) {
    throw new ApiError(429, "over_email_send_rate_limit", "email rate limit exceeded");
  }
}

const TEMPLATES: Record<LinkMailType, (ctx: ServiceContext) => string> = {
  magiclink: (ctx) => ctx.config.magicLinkUrl,
  recovery: (ctx) => ctx.config.recoveryUrl,
  invite: (ctx) => ctx.config.inviteUrl,
};

/**
 * Makes a user's next link of `type` (one live link per user and kind, the PKCE flow state with
 * it) within the caller's transaction, after the per-address window and the mail budget, which
 * magic and recovery links share as in GoTrue; returns the mail to queue once that transaction
 * has committed.
 */
async function issueLinkMail(
  ctx: ServiceContext,
  tx: Queryable,
  user: UserRow,
  options: {
    type: LinkMailType;
    email: string;
    pkce: PkceChallenge | undefined;
    redirectTo: string;
  },
): Promise<LinkMail> {
  const { type, email, redirectTo } = options;
  checkResendWindow(ctx, user);
  takeEmailBudget(ctx);
  const code = newCode();
  const tokenHash = (options.pkce ? PKCE_PREFIX : "") + tokenHashOf(email, code);
  await replaceOneTimeToken(tx, user.id, tokenKindOf(type), sha256Hex(tokenHash));
  if (options.pkce) {
    await insertFlowState(tx, {
      userId: user.id,
      codeChallenge: options.pkce.challenge,
      method: options.pkce.method,
      authenticationMethod: type,
    });
  }
  await updateUser(tx, user.id, { recovery_sent_at: new Date() });
  const values = { type, email, code, tokenHash, redirectTo };
  const link = templateLink(ctx, TEMPLATES[type](ctx), values);
  return { type, to: email, link, token: code, siteUrl: ctx.config.siteUrl };
}

/**
 * Answers a link request with GoTrue's empty 200: in one transaction, `userFor` finds (or makes)
 * the user of the normalised address, or none; that user's link mail of `type` is queued once
 * committed.
 */
export async function answerLinkRequest(
  { ctx, req, res, query }: RouteRequest,
  link: { type: LinkMailType; rawEmail: string; pkce: PkceChallenge | undefined },
  userFor: (tx: Queryable, email: string) => Promise<UserRow | undefined>,
): Promise<void> {
  const email = normaliseEmail(link.rawEmail);
  const redirectTo = resolveRedirect(ctx.config, req, query.get("redirect_to"));
  const mail = await ctx.db.transaction(async (tx) => {
    const user = await userFor(tx, email);
    return (
      user && issueLinkMail(ctx, tx, user, { type: link.type, email, pkce: link.pkce, redirectTo })
    );
  });
  if (mail) ctx.mailer.queueLinkMail(mail);
  sendJson(res, 200, {});
}
