import bcrypt from "bcryptjs";
import { ApiError, validationFailed } from "./http/errors";
import type { AuthConfig } from "./config";

// bcrypt reads only 72 bytes; GoTrue refuses longer passwords rather than truncating them.
const MAX_PASSWORD_BYTES = 72;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL =
  /^[^\s@"<>()[\]\\,;:]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

/** Lower-cases and checks an e-mail address as GoTrue's `validateEmail`; throws 400 otherwise. */
export function normaliseEmail(email: string | undefined): string {
  if (!email) throw validationFailed("An email address is required");
  if (email.length > 255) throw validationFailed("An email address is too long");
  const normalised = email.trim().toLowerCase();
  if (!EMAIL.test(normalised)) {
    throw validationFailed("Unable to validate email address: invalid format");
  }
  return normalised;
}

/** Throws GoTrue's answer for a password that is too long (400) or too short (422). */
export function checkPassword(config: AuthConfig, password: string): void {
  if (Buffer.byteLength(password, "utf8") > MAX_PASSWORD_BYTES) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  if ([...password].length < config.passwordMinLength) {
    throw new ApiError(
      422,
      "weak_password",
      `Password should be at least ${config.passwordMinLength} characters.`,
      { weak_password: { reasons: ["length"] } },
    );
  }
}

/** Whether a stored password still meets the length rule (sign-in reports it when not). */
export function isWeakPassword(config: AuthConfig, password: string): boolean {
  return [...password].length < config.passwordMinLength;
}

/** bcrypt hash in the format Supabase stores, so accounts can move to a project. */
export function hashPassword(config: AuthConfig, password: string): Promise<string> {
  return bcrypt.hash(password, config.passwordHashCost);
}

// Compared against when the user does not exist, so both answers take as long: one per cost.
const dummyHashes = new Map<number, string>();

/** The hash a missing user's password is compared against; the service makes it at start. */
export function dummyHash(config: AuthConfig): string {
  const cost = config.passwordHashCost;
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = bcrypt.hashSync("local-supabase-dummy-password", cost);
    dummyHashes.set(cost, hash);
  }
  return hash;
}

/** Checks a password against a stored hash; false for missing users, hashes and long passwords. */
export async function passwordMatches(
  config: AuthConfig,
  password: string,
  hash: string | null | undefined,
): Promise<boolean> {
  if (Buffer.byteLength(password, "utf8") > MAX_PASSWORD_BYTES) return false;
  const matches = await bcrypt.compare(password, hash ?? dummyHash(config));
  return Boolean(hash) && matches;
}

/** Whether a text is a bcrypt hash (accepted as `password_hash` by the admin API). */
export function isBcryptHash(text: string): boolean {
  return /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/.test(text);
}

/** Whether a text is a UUID. */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}
