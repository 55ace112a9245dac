import { randomUUID } from "node:crypto";
import type { ServiceContext } from "../context";
import { unprocessable, validationFailed } from "../http/errors";
import { optionalBoolean, optionalObject, optionalString } from "../http/request";
import type { Route, RouteRequest } from "../http/route";
import { answerLinkRequest, pkceChallengeOf } from "../link-mail";
import { confirmEmail } from "../magic-links";
import type { Queryable } from "../store/db";
import { findUserByEmail, insertUser, type UserRow } from "../store/users";

/**
 * GoTrue's `MagicLink`: a confirmed account gets its link; an address without one, or whose
 * account is not confirmed yet (an invitation not accepted), goes through sign-up, which a
 * project with sign-ups off refuses.
 */
async function findOrCreateOtpUser(
  ctx: ServiceContext,
  tx: Queryable,
  email: string,
  shouldCreate: boolean,
  data: Record<string, unknown>,
): Promise<UserRow> {
  const existing = await findUserByEmail(tx, email);
  if (existing?.email_confirmed_at) return existing;
  if (!existing && !shouldCreate) {
    throw unprocessable("otp_disabled", "Signups not allowed for otp");
  }
  if (!ctx.config.signupEnabled) {
    throw unprocessable("signup_disabled", "Signups not allowed for this instance");
  }
  if (existing) return confirmEmail(tx, existing);
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
async function requestMagicLink(request: RouteRequest): Promise<void> {
  const params = await request.body();
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
  const link = { type: "magiclink" as const, rawEmail, pkce: pkceChallengeOf(params) };
  await answerLinkRequest(request, link, (tx, email) =>
    findOrCreateOtpUser(request.ctx, tx, email, shouldCreate, data),
  );
}

export const otpRoutes: Route[] = [
  { method: "POST", path: "/otp", limit: "otp", handle: requestMagicLink },
];
