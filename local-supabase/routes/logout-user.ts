import { requireUser } from "../auth";
import { sendJson, unprocessable, validationFailed } from "../http/errors";
import { optionalObject, optionalString } from "../http/request";
import type { Route } from "../http/route";
import { deleteSessions } from "../store/sessions";
import { updateUser, type UserChanges } from "../store/users";
import { mergeMetadata, userJson } from "../user-json";
import { checkPassword, hashPassword, passwordMatches } from "../validation";

const SCOPES = ["global", "local", "others"] as const;
type Scope = (typeof SCOPES)[number];

/** POST /logout with its three scopes, GET /user and PUT /user (password and metadata). */
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
      const { user } = await requireUser(ctx, req);
      const params = await body();
      const password = optionalString(params, "password");
      const data = optionalObject(params, "data");
      if (optionalString(params, "email") || optionalString(params, "phone")) {
        throw validationFailed("Changing e-mail or phone is not supported by the local service");
      }
      const changes: UserChanges = {};
      if (password !== undefined) {
        checkPassword(ctx.config, password);
        if (await passwordMatches(password, user.encrypted_password)) {
          throw unprocessable(
            "same_password",
            "New password should be different from the old password.",
          );
        }
        changes.encrypted_password = await hashPassword(password);
      }
      if (data) changes.raw_user_meta_data = mergeMetadata(user.raw_user_meta_data, data);
      const updated =
        Object.keys(changes).length > 0 ? await updateUser(ctx.db, user.id, changes) : user;
      sendJson(res, 200, userJson(updated));
    },
  },
];
