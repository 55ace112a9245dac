import { randomInt, randomUUID } from "node:crypto";
import type { ServiceContext } from "../context";
import { ApiError, sendJson, unprocessable, validationFailed } from "../http/errors";
import { optionalBoolean, optionalObject, optionalString } from "../http/request";
import type { Route } from "../http/route";
import { sha256Hex } from "../hashing";
import {
  errorRedirect,
  magicLink,
  PKCE_PREFIX,
  spendLink,
  tokenHashOf,
  withParams,
} from "../magic-links";
import { resolveRedirect } from "../redirects";
import { startSession } from "../sessions";
import type { Queryable } from "../store/db";
import {
  findNewestFlowState,
  insertFlowState,
  issueAuthCode,
  replaceOneTimeToken,
} from "../store/links";
import { findUserByEmail, insertUser, updateUser, type UserRow } from "../store/users";
import { normaliseEmail } from "../validation";

const VERIFY_TYPES = ["signup", "invite", "recovery", "magiclink", "email_change", "email"];

function checkPkceParams(challenge: string | undefined, method: string | undefined): boolean {
  if (!challenge && !method) return false;
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
  return true;
}

async function findOrCreateOtpUser(
  ctx: ServiceContext,
  tx: Queryable,
  email: string,
  shouldCreate: boolean,
  data: Record<string, unknown>,
): Promise<UserRow> {
  const existing = await findUserByEmail(tx, email);
  if (existing) return existing;
  if (!shouldCreate) throw unprocessable("otp_disabled", "Signups not allowed for otp");
  if (!ctx.config.signupEnabled) {
    throw unprocessable("signup_disabled", "Signups not allowed for this instance");
  }
  const id = randomUUID();
  // Sign-ups here confirm at once, like a project with e-mail confirmations off.
  return insertUser(tx, {
    id,
    email,
    encryptedPassword: null,
    emailConfirmed: true,
    appMetadata: { provider: "email", providers: ["email"] },
    userMetadata: { ...data, sub: id, email, email_verified: true, phone_verified: false },
  });
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

function takeEmailBudget(ctx: ServiceContext): void {
  const perHour = ctx.config.rateLimits.emailsPerHour;
  if (!ctx.limiter.take("email", perHour, perHour / 3600)) {
    throw new ApiError(429, "over_email_send_rate_limit", "email rate limit exceeded");
  }
}

function checkVerifyType(type: string | undefined | null): string {
  if (!type) throw validationFailed("Verify requires a verification type");
  if (!VERIFY_TYPES.includes(type)) throw validationFailed("Unsupported verification type");
  return type;
}

/** POST /otp (magic link by e-mail), GET /verify (the link) and POST /verify (token hash). */
export const otpVerifyRoutes: Route[] = [
  {
    method: "POST",
    path: "/otp",
    limit: "otp",
    async handle({ ctx, req, res, query, body }) {
      const params = await body();
      const rawEmail = optionalString(params, "email");
      const phone = optionalString(params, "phone");
      const data = optionalObject(params, "data") ?? {};
      const shouldCreate = optionalBoolean(params, "create_user") ?? true;
      const challenge = optionalString(params, "code_challenge");
      const method = optionalString(params, "code_challenge_method");
      if (rawEmail && phone) {
        throw validationFailed("Only an email address or phone number should be provided");
      }
      if (optionalString(params, "channel") && rawEmail) {
        throw validationFailed("Channel should only be specified with Phone OTP");
      }
      if (phone) throw unprocessable("phone_provider_disabled", "Unsupported phone provider");
      if (!rawEmail) throw validationFailed("An email address or phone number is required");
      const isPkce = checkPkceParams(challenge, method);
      const email = normaliseEmail(rawEmail);
      const redirectTo = resolveRedirect(ctx.config, req, query.get("redirect_to"));

      await ctx.db.transaction(async (tx) => {
        const user = await findOrCreateOtpUser(ctx, tx, email, shouldCreate, data);
        checkResendWindow(ctx, user);
        takeEmailBudget(ctx);
        const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
        const tokenHash = (isPkce ? PKCE_PREFIX : "") + tokenHashOf(email, code);
        await replaceOneTimeToken(tx, user.id, "magiclink", sha256Hex(tokenHash));
        if (isPkce && challenge && method) {
          await insertFlowState(tx, {
            userId: user.id,
            codeChallenge: challenge,
            method: method.toLowerCase(),
            authenticationMethod: "magiclink",
          });
        }
        await updateUser(tx, user.id, { recovery_sent_at: new Date() });
        const link = magicLink(ctx, { email, code, tokenHash, redirectTo });
        try {
          await ctx.mailer.sendMagicLink({ to: email, link, token: code });
        } catch {
          throw new ApiError(500, "unexpected_failure", "Error sending magic link email");
        }
      });
      sendJson(res, 200, {});
    },
  },
  {
    method: "GET",
    path: "/verify",
    isOpen: true,
    limit: "verify",
    async handle({ ctx, req, res, query }) {
      const type = checkVerifyType(query.get("type"));
      const token = query.get("token");
      if (!token) throw validationFailed("Verify requires a token or a token hash");
      const redirectTo = resolveRedirect(ctx.config, req, query.get("redirect_to"));
      const isPkce = token.startsWith(PKCE_PREFIX);
      let location: string;
      try {
        if (isPkce && type === "email") {
          throw validationFailed("Unsupported verification type for PKCE links");
        }
        location = await ctx.db.transaction(async (tx) => {
          const user = await spendLink(
            ctx,
            tx,
            { type, hashes: [token] },
            "Email link is invalid or has expired",
          );
          if (!isPkce) {
            const session = await startSession(ctx, tx, user, "otp");
            return withParams(redirectTo, {
              access_token: session.access_token,
              expires_at: String(session.expires_at),
              expires_in: String(session.expires_in),
              refresh_token: session.refresh_token,
              sb: "",
              token_type: "bearer",
              type,
            });
          }
          const flow = await findNewestFlowState(tx, user.id, "magiclink");
          if (!flow) {
            throw new ApiError(404, "flow_state_not_found", "no valid flow state found for user");
          }
          const code = randomUUID();
          await issueAuthCode(tx, flow.id, sha256Hex(code));
          const url = new URL(redirectTo);
          url.searchParams.set("code", code);
          return url.toString();
        });
      } catch (error) {
        if (!(error instanceof ApiError) || error.status >= 500) throw error;
        location = errorRedirect(redirectTo, error, isPkce);
      }
      res.statusCode = 303;
      res.setHeader("Location", location);
      res.end();
    },
  },
  {
    method: "POST",
    path: "/verify",
    limit: "verify",
    async handle({ ctx, res, body }) {
      const params = await body();
      const type = checkVerifyType(optionalString(params, "type"));
      const tokenHash = optionalString(params, "token_hash");
      const email = optionalString(params, "email");
      const token = optionalString(params, "token");
      const phone = optionalString(params, "phone");
      let hashes: string[];
      if (tokenHash) {
        if (email || phone || token || optionalString(params, "redirect_to")) {
          throw validationFailed("Only the token_hash and type should be provided");
        }
        hashes = [tokenHash];
      } else if (email && token) {
        const hash = tokenHashOf(normaliseEmail(email), token.trim());
        hashes = [hash, PKCE_PREFIX + hash];
      } else if (phone) {
        throw unprocessable("phone_provider_disabled", "Unsupported phone provider");
      } else {
        throw validationFailed("Verify requires either a token or a token hash");
      }
      const session = await ctx.db.transaction(async (tx) => {
        const user = await spendLink(ctx, tx, { type, hashes }, "Token has expired or is invalid");
        return startSession(ctx, tx, user, "otp");
      });
      sendJson(res, 200, session);
    },
  },
];
