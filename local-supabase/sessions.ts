import type { ServiceContext } from "./context";
import { sha256Hex } from "./hashing";
import type { Queryable } from "./store/db";
import {
  findActiveRefreshToken,
  insertRefreshToken,
  insertSession,
  revokeRefreshToken,
  upgradeSession,
  type SessionRow,
} from "./store/sessions";
import { updateUser, type UserRow } from "./store/users";
import { userJson } from "./user-json";

/** GoTrue's AccessTokenResponse. */
export type SessionJson = {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  weak_password?: { message: string; reasons: string[] };
};

/** Signs an access token for a user's session and pairs it with the given refresh token. */
export async function sessionJson(
  ctx: ServiceContext,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
): Promise<SessionJson> {
  const { token, expiresAt } = await ctx.tokens.signAccessToken(
    {
      sub: user.id,
      aud: user.aud,
      email: user.email ?? "",
      phone: "",
      app_metadata: user.raw_app_meta_data,
      user_metadata: user.raw_user_meta_data,
      role: user.role,
      aal: session.aal,
      amr: session.amr,
      session_id: session.id,
      is_anonymous: false,
    },
    ctx.config.jwtExpirySeconds,
  );
  return {
    access_token: token,
    token_type: "bearer",
    expires_in: expiresAt - Math.floor(Date.now() / 1000),
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/**
 * Starts a session signed in with `method` and returns its first tokens; stamps the user's
 * `last_sign_in_at`, as GoTrue does for every session it issues (sign-up included).
 */
export async function startSession(
  ctx: ServiceContext,
  db: Queryable,
  user: UserRow,
  method: string,
): Promise<SessionJson> {
  const session = await insertSession(db, user.id, method);
  const refreshToken = ctx.tokens.refreshToken(session.id, 0);
  await insertRefreshToken(db, {
    hash: sha256Hex(refreshToken),
    sessionId: session.id,
    counter: 0,
    parentHash: null,
  });
  const signedIn = await updateUser(db, user.id, { last_sign_in_at: new Date() });
  return sessionJson(ctx, signedIn, session, refreshToken);
}

/**
 * Raises the session to aal2 after a factor's code: `method` joins its `amr` (newest first, as
 * GoTrue orders them) and it gets a new refresh token two counts on, so the aal1 one can only be
 * replayed within the reuse interval, as with GoTrue's counter tokens.
 */
export async function raiseToAal2(
  ctx: ServiceContext,
  db: Queryable,
  user: UserRow,
  session: SessionRow,
  factorId: string,
  method: string,
): Promise<SessionJson> {
  const now = Math.floor(Date.now() / 1000);
  const amr = [
    { method, timestamp: now },
    ...session.amr.filter((entry) => entry.method !== method),
  ].sort((a, b) => b.timestamp - a.timestamp);
  const raised = await upgradeSession(db, session.id, factorId, amr);
  const active = await findActiveRefreshToken(db, session.id);
  if (active) await revokeRefreshToken(db, active.token_hash);
  const counter = (active?.counter ?? 0) + 2;
  const refreshToken = ctx.tokens.refreshToken(session.id, counter);
  await insertRefreshToken(db, {
    hash: sha256Hex(refreshToken),
    sessionId: session.id,
    counter,
    parentHash: null,
  });
  return sessionJson(ctx, user, raised, refreshToken);
}
