import { sendJson } from "../http/errors";
import type { Route } from "../http/route";

/** GET /settings, /health and /.well-known/jwks.json. */
export const metaRoutes: Route[] = [
  {
    method: "GET",
    path: "/settings",
    async handle({ ctx, res }) {
      sendJson(res, 200, {
        external: { anonymous_users: false, email: true, phone: false },
        disable_signup: !ctx.config.signupEnabled,
        mailer_autoconfirm: true,
        phone_autoconfirm: false,
        sms_provider: "",
        saml_enabled: false,
        saml_private_key_next_configured: false,
        passkeys_enabled: false,
      });
    },
  },
  {
    method: "GET",
    path: "/health",
    isOpen: true,
    async handle({ res }) {
      sendJson(res, 200, {
        version: "local-supabase",
        name: "GoTrue",
        description: "GoTrue is a user registration and authentication API",
      });
    },
  },
  {
    method: "GET",
    path: "/.well-known/jwks.json",
    isOpen: true,
    async handle({ ctx, res }) {
      res.setHeader("Cache-Control", "public, max-age=600");
      sendJson(res, 200, ctx.tokens.jwks);
    },
  },
];
