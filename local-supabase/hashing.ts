import { createHash, randomBytes } from "node:crypto";

/** Hex SHA-256: how tokens are stored, so the database alone opens nothing. */
export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** URL-safe random string of `bytes` random bytes. */
export function randomToken(bytes: number): string {
  return randomBytes(bytes).toString("base64url");
}
