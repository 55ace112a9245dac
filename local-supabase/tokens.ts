import { createHmac } from "node:crypto";
import { importJWK, jwtVerify, SignJWT, type CryptoKey, type JWK, type JWTPayload } from "jose";
import type { ServiceSecrets } from "./keys";

/** One entry of the `amr` claim. */
export type AmrEntry = { method: string; timestamp: number };

/** Claims of an access token, as GoTrue issues them. */
export type AccessTokenClaims = JWTPayload & {
  sub: string;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: string;
  amr: AmrEntry[];
  session_id: string;
  is_anonymous: boolean;
};

/** Signs and verifies access tokens and derives refresh tokens. */
export type TokenService = {
  issuer: string;
  signAccessToken(
    claims: Omit<AccessTokenClaims, "iss" | "iat" | "exp">,
    ttlSeconds: number,
  ): Promise<{ token: string; expiresAt: number }>;
  /** Verifies signature and expiry; throws with jose's reason otherwise. */
  verifyAccessToken(token: string): Promise<AccessTokenClaims>;
  /** The public JWKS served at /.well-known/jwks.json. */
  jwks: { keys: JWK[] };
  /** The refresh token of a session at a rotation counter: derived, so it is never stored. */
  refreshToken(sessionId: string, counter: number): string;
};

/** Builds the token service from the data folder's secrets. */
export async function createTokenService(
  secrets: ServiceSecrets,
  issuer: string,
): Promise<TokenService> {
  const { kty, crv, x, y } = secrets.signingKey;
  const publicJwk: JWK = { kty, crv, x, y };
  const kid = secrets.signingKey.kid as string;
  const privateKey = (await importJWK(secrets.signingKey, "ES256")) as CryptoKey;
  const publicKey = (await importJWK(publicJwk, "ES256")) as CryptoKey;

  return {
    issuer,
    jwks: { keys: [{ ...publicJwk, kid, alg: "ES256", use: "sig", key_ops: ["verify"] }] },
    async signAccessToken(claims, ttlSeconds) {
      const now = Math.floor(Date.now() / 1000);
      const expiresAt = now + ttlSeconds;
      const token = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: "ES256", kid, typ: "JWT" })
        .setIssuer(issuer)
        .setIssuedAt(now)
        .setExpirationTime(expiresAt)
        .sign(privateKey);
      return { token, expiresAt };
    },
    async verifyAccessToken(token) {
      const { payload } = await jwtVerify(token, publicKey, { algorithms: ["ES256"] });
      return payload as AccessTokenClaims;
    },
    refreshToken(sessionId, counter) {
      return createHmac("sha256", secrets.refreshTokenSecret)
        .update(`${sessionId}.${counter}`)
        .digest("base64url");
    },
  };
}
