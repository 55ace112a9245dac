import { randomUUID } from "node:crypto";
import { sendJson, unprocessable } from "../http/errors";
import { optionalObject, optionalString } from "../http/request";
import type { Route } from "../http/route";
import { startSession } from "../sessions";
import { findUserByEmail, insertUser } from "../store/users";
import { checkPassword, hashPassword, normaliseEmail } from "../validation";

/** POST /signup: off unless configured, since staff accounts are made by an administrator. */
export const signupRoutes: Route[] = [
  {
    method: "POST",
    path: "/signup",
    limit: "otp",
    async handle({ ctx, res, body }) {
      if (!ctx.config.signupEnabled) {
        throw unprocessable("signup_disabled", "Signups not allowed for this instance");
      }
      const params = await body();
      const email = normaliseEmail(optionalString(params, "email"));
      const password = optionalString(params, "password") ?? "";
      const data = optionalObject(params, "data") ?? {};
      checkPassword(ctx.config, password);
      const encryptedPassword = await hashPassword(ctx.config, password);
      const session = await ctx.db.transaction(async (tx) => {
        if (await findUserByEmail(tx, email)) {
          throw unprocessable("user_already_exists", "User already registered");
        }
        const id = randomUUID();
        // Confirmed at once: the local service has e-mail confirmations off.
        const user = await insertUser(tx, {
          id,
          email,
          encryptedPassword,
          emailConfirmed: true,
          appMetadata: { provider: "email", providers: ["email"] },
          userMetadata: { ...data, sub: id, email, email_verified: true, phone_verified: false },
        });
        return startSession(ctx, tx, user, "password");
      });
      sendJson(res, 200, session);
    },
  },
];
