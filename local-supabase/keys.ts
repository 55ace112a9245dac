import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { exportJWK, generateKeyPair, type JWK } from "jose";
import { randomToken } from "./hashing";

/** Secrets made on first start and kept in the data folder (never committed). */
export type ServiceSecrets = {
  publishableKey: string;
  secretKey: string;
  /** Private ES256 JWK, with `kid`, that signs access tokens. */
  signingKey: JWK;
  /** HMAC key from which refresh tokens are derived. */
  refreshTokenSecret: string;
  /**
   * The key that encrypts MFA secrets in the database, as GoTrue's
   * `SECURITY_DB_ENCRYPTION_ENCRYPTION_KEY_ID` / `_ENCRYPTION_KEY` (256 bits, base64url).
   */
  dbEncryption: { keyId: string; key: string };
};

const SECRETS_FILE = "secrets.json";

function newDbEncryptionKey(): ServiceSecrets["dbEncryption"] {
  return { keyId: randomUUID(), key: randomToken(32) };
}

/** Loads the service's secrets from `dataDir`, creating them on first start. */
export async function loadOrCreateSecrets(dataDir: string): Promise<ServiceSecrets> {
  const file = path.join(dataDir, SECRETS_FILE);
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, "utf8")) as Partial<ServiceSecrets>;
    if (stored.dbEncryption) return stored as ServiceSecrets;
    // A data folder made before MFA gains its encryption key on its next start.
    const upgraded = { ...stored, dbEncryption: newDbEncryptionKey() } as ServiceSecrets;
    writeFileSync(file, JSON.stringify(upgraded, null, 2), { mode: 0o600 });
    return upgraded;
  }
  const { privateKey } = await generateKeyPair("ES256", { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: "ES256" };
  const secrets: ServiceSecrets = {
    publishableKey: `sb_publishable_${randomToken(22)}`,
    secretKey: `sb_secret_${randomToken(24)}`,
    signingKey,
    refreshTokenSecret: randomToken(32),
    dbEncryption: newDbEncryptionKey(),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** What a client needs to reach the service, written to `<dataDir>/keys.json` at each start. */
export type ClientKeys = {
  url: string;
  publishableKey: string;
  secretKey: string;
  inboxUrl: string;
};

/** Writes keys.json, read by the staff command and by test and e2e setups in other processes. */
export function writeClientKeys(dataDir: string, keys: ClientKeys): void {
  writeFileSync(path.join(dataDir, "keys.json"), JSON.stringify(keys, null, 2), { mode: 0o600 });
}
