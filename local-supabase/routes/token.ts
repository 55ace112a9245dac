import { createHash } from "node:crypto";
import { ApiError, badRequest, sendJson, validationFailed } from "../http/errors";
import { optionalString } from "../http/request";
import type { Route, RouteRequest } from "../http/route";
import { sha256Hex } from "../hashing";
import { sessionJson, startSession, type SessionJson } from "../sessions";
import { deleteFlowState, findFlowStateByCode } from "../store/links";
import {
  deleteSession,
  findActiveRefreshToken,
  findRefreshToken,
  findSession,
  insertRefreshToken,
  revokeRefreshToken,
} from "../store/sessions";
import { findUserByEmail, findUserById } from "../store/users";
import { isBanned } from "../user-json";
import { isWeakPassword, passwordMatches } from "../validation";

const invalidCredentials = () => badRequest("invalid_credentials", "Invalid login credentials");

async function passwordGrant({ ctx, body }: RouteRequest): Promise<SessionJson> {
  const params = await body();
  const email = optionalString(params, "email");
  const phone = optionalString(params, "phone");
  const password = optionalString(params, "password") ?? "";
  if (email && phone) {
    throw validationFailed("Only an email address or phone number should be provided on login.");
  }
  if (!email && !phone) throw validationFailed("missing email or phone");
  // The local service has no phone users, so a phone sign-in finds nobody, as in GoTrue.
  const user = email ? await findUserByEmail(ctx.db, email.trim().toLowerCase()) : undefined;
  const matches = await passwordMatches(ctx.config, password, user?.encrypted_password);
  if (!user?.encrypted_password) throw invalidCredentials();
  // GoTrue tells a ban before it looks at the password (the hash was compared anyway, so the
  // answer takes as long either way).
  if (isBanned(user)) throw badRequest("user_banned", "User is banned");
  if (!matches) throw invalidCredentials();
  if (!user.email_confirmed_at) throw badRequest("email_not_confirmed", "Email not confirmed");
  return ctx.db.transaction(async (tx) => {
    const session = await startSession(ctx, tx, user, "password");
    if (!isWeakPassword(ctx.config, password)) return session;
    return {
      ...session,
      weak_password: {
        message: `Password should be at least ${ctx.config.passwordMinLength} characters.`,
        reasons: ["length"],
      },
    };
  });
}

type RefreshOutcome = { session: SessionJson } | { error: ApiError };

const refreshError = (code: string, detail: string) =>
  ({ error: badRequest(code, `Invalid Refresh Token: ${detail}`) }) as const;

async function refreshGrant({ ctx, body }: RouteRequest): Promise<SessionJson> {
  const token = optionalString(await body(), "refresh_token") ?? "";
  if (token.length < 12 || token.length > 256) throw validationFailed("Refresh token is not valid");
  // Errors are returned, not thrown, so that revoking a session on reuse is committed.
  const outcome = await ctx.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const presented = await findRefreshToken(tx, sha256Hex(token));
    if (!presented) return refreshError("refresh_token_not_found", "Refresh Token Not Found");
    const session = await findSession(tx, presented.session_id);
    const user = session && (await findUserById(tx, session.user_id));
    if (!session || !user) return refreshError("session_not_found", "No Valid Session Found");
    if (isBanned(user)) return refreshError("user_banned", "User Banned");
    const timebox = ctx.config.sessionTimeboxSeconds;
    if (timebox > 0 && Date.now() > session.created_at.getTime() + timebox * 1000) {
      return refreshError("session_expired", "Session Expired");
    }

    if (!presented.revoked) {
      await revokeRefreshToken(tx, presented.token_hash);
      const counter = presented.counter + 1;
      const next = ctx.tokens.refreshToken(session.id, counter);
      await insertRefreshToken(tx, {
        hash: sha256Hex(next),
        sessionId: session.id,
        counter,
        parentHash: presented.token_hash,
      });
      return { session: await sessionJson(ctx, user, session, next) };
    }

    // GoTrue's reuse rules: the parent of the active token (a client that lost the answer) and
    // any token used within the reuse interval get the active token back; anything else ends
    // the session.
    const active = await findActiveRefreshToken(tx, session.id);
    const isParentOfActive = active?.parent_hash === presented.token_hash;
    const reuseUntil = presented.updated_at.getTime() + ctx.config.refreshReuseSeconds * 1000;
    if (active && (isParentOfActive || Date.now() <= reuseUntil)) {
      const current = ctx.tokens.refreshToken(session.id, active.counter);
      return { session: await sessionJson(ctx, user, session, current) };
    }
    await deleteSession(tx, session.id);
    return refreshError("refresh_token_already_used", "Already Used");
  });
  if ("error" in outcome) throw outcome.error;
  return outcome.session;
}

function challengeOf(verifier: string, method: string): string {
  if (method.toLowerCase() === "plain") return verifier;
  return createHash("sha256").update(verifier).digest("base64url");
}

async function pkceGrant({ ctx, body }: RouteRequest): Promise<SessionJson> {
  const params = await body();
  const authCode = optionalString(params, "auth_code") ?? "";
  const verifier = optionalString(params, "code_verifier") ?? "";
  if (!authCode || !verifier) {
    throw validationFailed("invalid request: both auth code and code verifier should be non-empty");
  }
  return ctx.db.transaction(async (tx) => {
    const flow = await findFlowStateByCode(tx, sha256Hex(authCode));
    if (!flow?.auth_code_issued_at) {
      throw new ApiError(
        404,
        "flow_state_not_found",
        "invalid flow state, no valid flow state found",
      );
    }
    const expiresAt = flow.auth_code_issued_at.getTime() + ctx.config.flowStateExpirySeconds * 1000;
    if (Date.now() > expiresAt) {
      throw new ApiError(422, "flow_state_expired", "invalid flow state, flow state has expired");
    }
    if (challengeOf(verifier, flow.code_challenge_method) !== flow.code_challenge) {
      throw badRequest(
        "bad_code_verifier",
        "code challenge does not match previously saved code verifier",
      );
    }
    await deleteFlowState(tx, flow.id);
    const user = await findUserById(tx, flow.user_id);
    if (!user) throw new ApiError(404, "user_not_found", "User not found");
    if (isBanned(user)) throw badRequest("user_banned", "User is banned");
    return startSession(ctx, tx, user, flow.authentication_method);
  });
}

const grants: Record<string, (request: RouteRequest) => Promise<SessionJson>> = {
  password: passwordGrant,
  refresh_token: refreshGrant,
  pkce: pkceGrant,
};

/** POST /token: the password, refresh_token and pkce grants. */
export const tokenRoutes: Route[] = [
  {
    method: "POST",
    path: "/token",
    limit: "token",
    async handle(request) {
      const name = request.query.get("grant_type") ?? "";
      const grant = Object.hasOwn(grants, name) ? grants[name] : undefined;
      // GoTrue answers an unknown grant with this odd pairing of code and message.
      if (!grant) throw badRequest("invalid_credentials", "unsupported_grant_type");
      sendJson(request.res, 200, await grant(request));
    },
  },
];
