import { badRequest, validationFailed } from "../http/errors";
import { optionalString } from "../http/request";
import type { Route, RouteRequest } from "../http/route";
import { answerLinkRequest, pkceChallengeOf } from "../link-mail";
import { findUserByEmail } from "../store/users";

const RESEND_TYPES = ["signup", "email_change", "sms", "phone_change"];

/**
 * POST /resend, checked in GoTrue's order. An unknown address, a confirmed one and an e-mail
 * change that is not pending all get an empty 200; an unconfirmed address gets the magic link,
 * which confirms it when followed, as the confirmation mail would.
 */
async function resendLink(request: RouteRequest): Promise<void> {
  const params = await request.body();
  const type = optionalString(params, "type") ?? "";
  const email = optionalString(params, "email");
  const phone = optionalString(params, "phone");
  if (!RESEND_TYPES.includes(type)) {
    throw validationFailed("Missing one of these types: signup, email_change, sms, phone_change");
  }
  const pkce = ["signup", "email_change"].includes(type) ? pkceChallengeOf(params) : undefined;
  if (!email && type === "signup") {
    throw validationFailed("Type provided requires an email address");
  }
  if (!phone && type === "sms") throw validationFailed("Type provided requires a phone number");
  if (email && phone) {
    throw validationFailed("Only an email address or phone number should be provided.");
  }
  if (phone) throw badRequest("phone_provider_disabled", "Phone logins are disabled");
  if (!email) throw validationFailed("Missing email address or phone number");
  const link = { type: "magiclink" as const, rawEmail: email, pkce };
  await answerLinkRequest(request, link, async (tx, address) => {
    const user = await findUserByEmail(tx, address);
    if (!user || type !== "signup" || user.email_confirmed_at) return undefined;
    return user;
  });
}

export const resendRoutes: Route[] = [
  { method: "POST", path: "/resend", limit: "otp", handle: resendLink },
];
