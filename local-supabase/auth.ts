import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { ServiceContext } from "./context";
import { ApiError, forbidden } from "./http/errors";
import { header } from "./http/request";
import { findSession, type SessionRow } from "./store/sessions";
import { findUserById, type UserRow } from "./store/users";
import type { AccessTokenClaims } from "./tokens";
import { isBanned } from "./user-json";
import { isUuid } from "./validation";

/** What Supabase's API gateway answers (401, not GoTrue's envelope) for a missing or wrong key. */
export class GatewayError extends Error {
  constructor(readonly body: { message: string; hint: string }) {
    super(body.message);
  }
}

// Constant-time, so response timing says nothing about how much of the secret key matched.
function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Which API key a request carries; throws the gateway's 401 when none of ours. */
export function checkApiKey(
  ctx: ServiceContext,
  req: IncomingMessage,
  query: URLSearchParams,
): "publishable" | "secret" {
  const key = header(req, "apikey") ?? query.get("apikey") ?? undefined;
  if (!key) {
    throw new GatewayError({
      message: "No API key found in request",
      hint: "No `apikey` request header or url param was found.",
    });
  }
  if (sameSecret(key, ctx.secrets.secretKey)) return "secret";
  if (key === ctx.secrets.publishableKey) return "publishable";
  throw new GatewayError({
    message: "Invalid API key",
    hint: "Double check your Supabase `anon` or `service_role` API key.",
  });
}

function bearer(req: IncomingMessage): string | undefined {
  const match = /^bearer\s+(\S+)\s*$/i.exec(header(req, "authorization") ?? "");
  return match?.[1];
}

async function verifiedClaims(ctx: ServiceContext, token: string): Promise<AccessTokenClaims> {
  try {
    return await ctx.tokens.verifyAccessToken(token);
  } catch (error) {
    const reason = error instanceof Error ? error.message : "invalid token";
    throw forbidden("bad_jwt", `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
}

/** A verified user request: GoTrue's `requireAuthentication` and its 401/403 answers. */
export async function requireUser(
  ctx: ServiceContext,
  req: IncomingMessage,
): Promise<{ user: UserRow; session: SessionRow | undefined; claims: AccessTokenClaims }> {
  const token = bearer(req);
  if (!token) {
    throw new ApiError(401, "no_authorization", "This endpoint requires a valid Bearer token");
  }
  // The gateway swaps an `sb_` key for a role token that has no subject.
  if (token.startsWith("sb_")) throw forbidden("bad_jwt", "invalid claim: missing sub claim");
  const claims = await verifiedClaims(ctx, token);
  if (typeof claims.sub !== "string" || !claims.sub) {
    throw forbidden("bad_jwt", "invalid claim: missing sub claim");
  }
  if (!isUuid(claims.sub))
    throw new ApiError(400, "bad_jwt", "invalid claim: sub claim must be a UUID");
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw forbidden("user_not_found", "User from sub claim in JWT does not exist");
  let session: SessionRow | undefined;
  if (claims.session_id !== undefined) {
    session =
      typeof claims.session_id === "string" && isUuid(claims.session_id)
        ? await findSession(ctx.db, claims.session_id)
        : undefined;
    if (!session) {
      throw forbidden("session_not_found", "Session from session_id claim in JWT does not exist");
    }
  }
  if (isBanned(user)) throw forbidden("user_banned", "User is banned");
  return { user, session, claims };
}

const ADMIN_ROLES = ["service_role", "supabase_admin"];

/** GoTrue's `requireAdminCredentials`: the secret key or a JWT with an admin role, else 403. */
export async function requireAdmin(
  ctx: ServiceContext,
  req: IncomingMessage,
  apiKey: "publishable" | "secret",
): Promise<void> {
  const token = bearer(req);
  // Like the CLI's gateway: no bearer, or an `sb_` bearer, means the role of the `apikey`.
  if (!token || token.startsWith("sb_")) {
    if (apiKey === "secret") return;
    throw forbidden("not_admin", "User not allowed");
  }
  const claims = await verifiedClaims(ctx, token);
  if (!ADMIN_ROLES.includes(String(claims.role))) throw forbidden("not_admin", "User not allowed");
}
