import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { ServiceSecrets } from "./keys";

const ALGORITHM = "aes-gcm-hkdf";
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** GoTrue's `EncryptedString` as stored in a column: JSON with base64 `data` and `nonce`. */
type EncryptedString = { key_id: string; alg: string; data: string; nonce: string };

// As GoTrue's `deriveSymmetricKey`: one AES key per object, so a value is bound to its row and
// the root key is never used directly.
function keyFor(rootKey: string, objectId: string): Buffer {
  return Buffer.from(hkdfSync("sha256", Buffer.from(rootKey, "base64url"), "", objectId, 32));
}

/**
 * Encrypts `plain` for the row `objectId` as GoTrue's database encryption does (AES-256-GCM
 * with a key derived by HKDF-SHA256), so a Supabase project holding the same key reads it.
 */
export function encryptForRow(
  keys: ServiceSecrets["dbEncryption"],
  objectId: string,
  plain: string,
): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFor(keys.key, objectId), nonce);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
  const value: EncryptedString = {
    key_id: keys.keyId,
    alg: ALGORITHM,
    data: data.toString("base64"),
    nonce: nonce.toString("base64"),
  };
  return JSON.stringify(value);
}

/** Decrypts a value written by `encryptForRow` for the same row; throws when it cannot. */
export function decryptForRow(
  keys: ServiceSecrets["dbEncryption"],
  objectId: string,
  stored: string,
): string {
  const value = JSON.parse(stored) as EncryptedString;
  if (value.alg !== ALGORITHM || value.key_id !== keys.keyId) {
    throw new Error(`no decryption key "${value.key_id}" for this value`);
  }
  const data = Buffer.from(value.data, "base64");
  const decipher = createDecipheriv(
    "aes-256-gcm",
    keyFor(keys.key, objectId),
    Buffer.from(value.nonce, "base64"),
  );
  decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(data.subarray(0, data.length - TAG_BYTES)),
    decipher.final(),
  ]).toString("utf8");
}
