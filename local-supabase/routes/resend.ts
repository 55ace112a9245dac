import { badRequest, sendJson, validationFailed } from "../http/errors";
import { optionalString } from "../http/request";
import type { Route } from "../http/route";
import { issueLinkMail, pkceChallengeOf } from "../link-mail";
import { resolveRedirect } from "../redirects";
import { findUserByEmail } from "../store/users";
import { normaliseEmail } from "../validation";

const RESEND_TYPES = ["signup", "email_change", "sms", "phone_change"];

/**
 * POST /resend, checked in GoTrue's order. An unknown address, a confirmed one and an e-mail
 * change that is not pending all get an empty 200; an unconfirmed address gets the magic link,
 * which confirms it when followed, as the confirmation mail would.
 */
export const resendRoutes: Route[] = [
  {
    method: "POST",
    path: "/resend",
    limit: "otp",
    async handle({ ctx, req, res, query, body }) {
      const params = await body();
      const type = optionalString(params, "type") ?? "";
      const email = optionalString(params, "email");
      const phone = optionalString(params, "phone");
      if (!RESEND_TYPES.includes(type)) {
        throw validationFailed(
          "Missing one of these types: signup, email_change, sms, phone_change",
        );
      }
      const pkce = ["signup", "email_change"].includes(type)
        ? pkceChallengeOf(
            optionalString(params, "code_challenge"),
            optionalString(params, "code_challenge_method"),
          )
        : undefined;
      if (!email && type === "signup") {
        throw validationFailed("Type provided requires an email address");
      }
      if (!phone && type === "sms") throw validationFailed("Type provided requires a phone number");
      if (email && phone) {
        throw validationFailed("Only an email address or phone number should be provided.");
      }
      if (phone) throw badRequest("phone_provider_disabled", "Phone logins are disabled");
      if (!email) throw validationFailed("Missing email address or phone number");
      const address = normaliseEmail(email);
      const redirectTo = resolveRedirect(ctx.config, req, query.get("redirect_to"));

      const mail = await ctx.db.transaction(async (tx) => {
        const user = await findUserByEmail(tx, address);
        if (!user || type !== "signup" || user.email_confirmed_at) return undefined;
        return issueLinkMail(ctx, tx, user, { email: address, pkce, redirectTo });
      });
      if (mail) ctx.mailer.queueMagicLink(mail);
      sendJson(res, 200, {});
    },
  },
];
