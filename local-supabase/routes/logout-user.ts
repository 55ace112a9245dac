import { requireUser } from "../auth";
import { sendJson, validationFailed } from "../http/errors";
import type { Route } from "../http/route";
import { deleteSessions } from "../store/sessions";
import { userJson } from "../user-json";

const SCOPES = ["global", "local", "others"] as const;
type Scope = (typeof SCOPES)[number];

/** POST /logout with its three scopes, and GET /user. */
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
];
