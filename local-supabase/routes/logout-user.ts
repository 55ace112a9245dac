import { requireUser } from "../auth";
import { ApiError, sendJson, unprocessable, validationFailed } from "../http/errors";
import { optionalObject, optionalString } from "../http/request";
import type { Route } from "../http/route";
import { clearOneTimeTokens } from "../store/links";
import { deleteSessions } from "../store/sessions";
import { updateUser, type UserChanges } from "../store/users";
import { mergeMetadata, userJson } from "../user-json";
import { checkPassword, hashPassword, passwordMatches } from "../validation";

const SCOPES = ["global", "local", "others"] as const;
type Scope = (typeof SCOPES)[number];

/**
 * POST /logout with its three scopes, GET /user and PUT /user (password and metadata). A new
 * password needs an aal2 session once the user has a verified factor, and ends the user's other
 * sessions and pending links, as GoTrue's `UserUpdate` does; GoTrue's defaults ask for no nonce
 * or current password (SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION and
 * _REQUIRE_CURRENT_PASSWORD are off), so `nonce` and `current_password` are ignored.
 */
export const logoutUserRoutes: Route[] = [
  {
    method: "POST",
    path: "/logout",
    async handle({ ctx, req, res, query }) {
      // Authentication first: in GoTrue it is middleware, so its errors win over the scope's.
      const { user, session } = await requireUser(ctx, req);
      const scope = query.get("scope") || "global";
      if (!SCOPES.includes(scope as Scope)) {
        throw validationFailed(`Unsupported logout scope "${scope}"`);
      }
      // A token without session_id has nothing of its own to keep or end.
      await deleteSessions(ctx.db, user.id, scope as Scope, session?.id ?? "");
      res.statusCode = 204;
      res.end();
    },
  },
  {
    method: "GET",
    path: "/user",
    async handle({ ctx, req, res }) {
      const { user, claims } = await requireUser(ctx, req);
      if (
        claims.aud !== user.aud &&
        !(Array.isArray(claims.aud) && claims.aud.includes(user.aud))
      ) {
        throw validationFailed("Token audience doesn't match request audience");
      }
      sendJson(res, 200, userJson(user));
    },
  },
  {
    method: "PUT",
    path: "/user",
    limit: "otp",
    async handle({ ctx, req, res, body }) {
      const { user, session } = await requireUser(ctx, req);
      const params = await body();
      const password = optionalString(params, "password");
      const data = optionalObject(params, "data");
      if (optionalString(params, "email") || optionalString(params, "phone")) {
        throw validationFailed("Changing e-mail or phone is not supported by the local service");
      }
      const changes: UserChanges = {};
      if (password !== undefined) {
        checkPassword(ctx.config, password);
        const hasVerifiedFactor = user.factors.some((factor) => factor.status === "verified");
        if (hasVerifiedFactor && session?.aal !== "aal2") {
          throw new ApiError(
            401,
            "insufficient_aal",
            "AAL2 session is required to update email or password when MFA is enabled.",
          );
        }
        if (await passwordMatches(ctx.config, password, user.encrypted_password)) {
          throw unprocessable(
            "same_password",
            "New password should be different from the old password.",
          );
        }
        changes.encrypted_password = await hashPassword(ctx.config, password);
        changes.recovery_sent_at = null;
        changes.confirmation_sent_at = null;
      }
      if (data) changes.raw_user_meta_data = mergeMetadata(user.raw_user_meta_data, data);
      if (Object.keys(changes).length === 0) {
        sendJson(res, 200, userJson(user));
        return;
      }
      const updated = await ctx.db.transaction(async (tx) => {
        if (password !== undefined) {
          await clearOneTimeTokens(tx, user.id);
          // A token without a session (none of this service's) ends every session.
          await deleteSessions(tx, user.id, session ? "others" : "global", session?.id ?? "");
        }
        return updateUser(tx, user.id, changes);
      });
      sendJson(res, 200, userJson(updated));
    },
  },
];
