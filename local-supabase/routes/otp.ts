import { randomUUID } from "node:crypto";
import type { ServiceContext } from "../context";
import { sendJson, unprocessable, validationFailed } from "../http/errors";
import { optionalBoolean, optionalObject, optionalString } from "../http/request";
import type { Route } from "../http/route";
import { issueLinkMail, pkceChallengeOf } from "../link-mail";
import { resolveRedirect } from "../redirects";
import type { Queryable } from "../store/db";
import { findUserByEmail, insertUser, type UserRow } from "../store/users";
import { normaliseEmail } from "../validation";

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

/** POST /otp: a magic link by e-mail (phone sign-in is off). */
export const otpRoutes: Route[] = [
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
      if (rawEmail && phone) {
        throw validationFailed("Only an email address or phone number should be provided");
      }
      if (optionalString(params, "channel") && rawEmail) {
        throw validationFailed("Channel should only be specified with Phone OTP");
      }
      if (phone) throw unprocessable("phone_provider_disabled", "Unsupported phone provider");
      if (!rawEmail) throw validationFailed("An email address or phone number is required");
      const pkce = pkceChallengeOf(
        optionalString(params, "code_challenge"),
        optionalString(params, "code_challenge_method"),
      );
      const email = normaliseEmail(rawEmail);
      const redirectTo = resolveRedirect(ctx.config, req, query.get("redirect_to"));

      const mail = await ctx.db.transaction(async (tx) => {
        const user = await findOrCreateOtpUser(ctx, tx, email, shouldCreate, data);
        return issueLinkMail(ctx, tx, user, { email, pkce, redirectTo });
      });
      ctx.mailer.queueMagicLink(mail);
      sendJson(res, 200, {});
    },
  },
];
