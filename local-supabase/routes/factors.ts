import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { requireUser } from "../auth";
import type { ServiceContext } from "../context";
import { decryptForRow, encryptForRow } from "../encryption";
import {
  ApiError,
  badRequest,
  forbidden,
  sendJson,
  unprocessable,
  validationFailed,
} from "../http/errors";
import { optionalString, type JsonBody } from "../http/request";
import type { Route, RouteRequest } from "../http/route";
import { raiseToAal2, type SessionJson } from "../sessions";
import {
  acceptCode,
  deleteChallenge,
  deleteExpiredFactors,
  deleteFactor,
  deleteUnverifiedFactors,
  findChallenge,
  findOwnedFactor,
  insertChallenge,
  insertFactor,
  listFactors,
  type FactorRow,
} from "../store/factors";
import { deleteLowAalSessions, downgradeFactorSessions } from "../store/sessions";
import { findUserById } from "../store/users";
import { acceptedStep, newTotpKey, qrCodeSvg } from "../totp";
import { isUuid } from "../validation";

// GoTrue's MFA defaults (and minimums): challenges and never-challenged unverified factors live
// five minutes; a user has at most ten factors.
const CHALLENGE_EXPIRY_SECONDS = 300;
const FACTOR_EXPIRY_SECONDS = 300;
const MAX_FACTORS = 10;
const TOTP_METHOD = "totp";

const verificationFailed = () =>
  unprocessable("mfa_verification_failed", "Invalid TOTP code entered");

function clientAddress(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? "0.0.0.0";
}

/** The signed-in user and their session: MFA routes need both (GoTrue's EnrollFactor check). */
async function requireSession(ctx: ServiceContext, req: IncomingMessage) {
  const { user, session } = await requireUser(ctx, req);
  if (!session) {
    throw forbidden(
      "session_not_found",
      "A valid session and a registered user are required to manage factors",
    );
  }
  return { user, session };
}

/** GoTrue's `loadFactor`: the path's factor, owned by `userId`. */
async function loadFactor(
  ctx: ServiceContext,
  userId: string,
  factorId: string | undefined,
): Promise<FactorRow> {
  const id = factorId ?? "";
  if (!isUuid(id)) throw new ApiError(404, "validation_failed", "factor_id must be an UUID");
  const factor = await findOwnedFactor(ctx.db, userId, id);
  if (!factor) throw new ApiError(404, "mfa_factor_not_found", "Factor not found");
  return factor;
}

function issuerFrom(ctx: ServiceContext, params: JsonBody): string {
  return optionalString(params, "issuer") || new URL(ctx.config.siteUrl).host;
}

async function enroll({ ctx, req, res, body }: RouteRequest): Promise<void> {
  const { user, session } = await requireSession(ctx, req);
  const params = await body();
  const factorType = optionalString(params, "factor_type");
  const friendlyName = optionalString(params, "friendly_name") ?? "";
  if (factorType === "phone") {
    throw unprocessable("mfa_phone_enroll_not_enabled", "MFA enroll is disabled for Phone");
  }
  if (factorType === "webauthn") {
    throw unprocessable("mfa_webauthn_enroll_not_enabled", "MFA enroll is disabled for WebAuthn");
  }
  if (factorType !== "totp") {
    throw validationFailed("factor_type needs to be totp, phone, or webauthn");
  }
  const issuer = issuerFrom(ctx, params);
  const key = newTotpKey(issuer, user.email ?? "");
  const factor = await ctx.db.transaction(async (tx) => {
    await deleteExpiredFactors(tx, FACTOR_EXPIRY_SECONDS);
    const factors = await listFactors(tx, user.id);
    if (factors.some((factor) => (factor.friendly_name ?? "") === friendlyName)) {
      throw unprocessable(
        "mfa_factor_name_conflict",
        `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
      );
    }
    const verified = factors.filter((factor) => factor.status === "verified").length;
    if (factors.length >= MAX_FACTORS || verified >= MAX_FACTORS) {
      throw unprocessable(
        "too_many_enrolled_mfa_factors",
        "Maximum number of verified factors reached, unenroll to continue",
      );
    }
    if (verified > 0 && session.aal !== "aal2") {
      throw forbidden("insufficient_aal", "AAL2 required to enroll a new factor");
    }
    const id = randomUUID();
    return insertFactor(tx, {
      id,
      userId: user.id,
      friendlyName,
      type: "totp",
      secret: encryptForRow(ctx.secrets.dbEncryption, id, key.secret),
    });
  });
  sendJson(res, 200, {
    id: factor.id,
    type: "totp",
    friendly_name: friendlyName,
    totp: { qr_code: qrCodeSvg(key.uri), secret: key.secret, uri: key.uri },
  });
}

async function challenge({ ctx, req, res, params }: RouteRequest): Promise<void> {
  const { user } = await requireSession(ctx, req);
  const factor = await loadFactor(ctx, user.id, params.id);
  const created = await ctx.db.transaction((tx) =>
    insertChallenge(tx, factor.id, clientAddress(req)),
  );
  sendJson(res, 200, {
    id: created.id,
    type: factor.factor_type,
    expires_at: Math.floor(created.created_at.getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS,
  });
}

/** `challenge_id` as GoTrue decodes it into a UUID: absent is the nil UUID, malformed is bad JSON. */
function challengeIdFrom(params: JsonBody): string {
  const value = params.challenge_id;
  if (value === undefined || value === null) return "00000000-0000-0000-0000-000000000000";
  if (typeof value !== "string" || !isUuid(value)) {
    throw badRequest(
      "bad_json",
      "Could not parse request body as JSON: challenge_id must be a UUID",
    );
  }
  return value.toLowerCase();
}

type VerifyOutcome = { session: SessionJson } | { error: ApiError };

async function verify({ ctx, req, res, params, body }: RouteRequest): Promise<void> {
  const { user, session } = await requireSession(ctx, req);
  const factor = await loadFactor(ctx, user.id, params.id);
  const input = await body();
  const challengeId = challengeIdFrom(input);
  const code = optionalString(input, "code") ?? "";
  if (!code) throw validationFailed("Code needs to be non-empty");
  // Errors are returned, not thrown, so that deleting an expired challenge is committed.
  const outcome = await ctx.db.transaction(async (tx): Promise<VerifyOutcome> => {
    const found = await findChallenge(tx, factor.id, challengeId, clientAddress(req));
    if (!found) {
      return {
        error: unprocessable(
          "mfa_factor_not_found",
          "MFA factor with the provided challenge ID not found",
        ),
      };
    }
    if (found.verified_at || !found.is_same_ip) {
      return {
        error: unprocessable(
          "mfa_ip_address_mismatch",
          "Challenge and verify IP addresses mismatch.",
        ),
      };
    }
    if (Date.now() > found.created_at.getTime() + CHALLENGE_EXPIRY_SECONDS * 1000) {
      await deleteChallenge(tx, found.id);
      return {
        error: unprocessable(
          "mfa_challenge_expired",
          `MFA challenge ${found.id} has expired, verify against another challenge or create a new challenge.`,
        ),
      };
    }
    const secret = decryptForRow(ctx.secrets.dbEncryption, factor.id, factor.secret ?? "");
    if (acceptedStep(secret, code) === null) return { error: verificationFailed() };
    await acceptCode(tx, factor, found.id);
    const current = await findUserById(tx, user.id);
    if (!current) throw new ApiError(404, "user_not_found", "User not found");
    const raised = await raiseToAal2(ctx, tx, current, session, factor.id, TOTP_METHOD);
    await deleteLowAalSessions(tx, user.id);
    await deleteUnverifiedFactors(tx, user.id, factor.factor_type);
    return { session: raised };
  });
  if ("error" in outcome) throw outcome.error;
  sendJson(res, 200, outcome.session);
}

async function unenroll({ ctx, req, res, params }: RouteRequest): Promise<void> {
  const { user, session } = await requireSession(ctx, req);
  const factor = await loadFactor(ctx, user.id, params.id);
  if (factor.status === "verified" && session.aal !== "aal2") {
    throw unprocessable("insufficient_aal", "AAL2 required to unenroll verified factor");
  }
  await ctx.db.transaction(async (tx) => {
    await deleteFactor(tx, factor.id);
    await downgradeFactorSessions(tx, user.id, factor.id, TOTP_METHOD);
  });
  sendJson(res, 200, { id: factor.id });
}

/**
 * Removes a factor for the admin API: its sessions drop back to aal1, as GoTrue's
 * `adminUserDeleteFactor`; answers the factor as it was.
 */
export async function removeFactor(
  ctx: ServiceContext,
  userId: string,
  factorId: string | undefined,
): Promise<FactorRow> {
  const factor = await loadFactor(ctx, userId, factorId);
  await ctx.db.transaction(async (tx) => {
    await deleteFactor(tx, factor.id);
    await downgradeFactorSessions(tx, userId, factor.id, TOTP_METHOD);
  });
  return factor;
}

/** POST /factors (TOTP enrolment), POST /factors/:id/challenge and /verify, DELETE /factors/:id. */
export const factorRoutes: Route[] = [
  { method: "POST", path: "/factors", handle: enroll },
  { method: "POST", path: "/factors/:id/challenge", limit: "factor_challenge", handle: challenge },
  { method: "POST", path: "/factors/:id/verify", limit: "factor_verify", handle: verify },
  { method: "DELETE", path: "/factors/:id", handle: unenroll },
];
