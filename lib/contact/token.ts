import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** The least time between handing out a form and taking it back: people read and type first. */
export const MIN_FILL_MS = 3_000;

/** How long a form token stays good: a visitor may leave the tab open a while. */
export const FORM_TOKEN_MAX_AGE_MS = 2 * 60 * 60 * 1000;

// A token handed out a little "in the future" by another instance's clock is still good.
const CLOCK_SKEW_MS = 60_000;

const sign = (secret: string, issuedAt: number, nonce: string) =>
  createHmac("sha256", secret)
    .update(`contact-form-token.v1.${issuedAt}.${nonce}`)
    .digest("base64url");

/**
 * A new form token: when it was handed out and a random nonce, signed with `secret`. The server
 * alone makes one, so a post that carries a good one proves the form was fetched from this site
 * at that time.
 */
export function issueFormToken(secret: string, nowMs: number = Date.now()): string {
  const issuedAt = Math.floor(nowMs);
  const nonce = randomBytes(16).toString("base64url");
  return `${issuedAt}.${nonce}.${sign(secret, issuedAt, nonce)}`;
}

/** Why a form token was not taken. */
export type FormTokenFault = "missing" | "invalid" | "too-fast" | "expired";

export type FormTokenCheck =
  { ok: true; nonce: string; expiresAt: Date } | { ok: false; fault: FormTokenFault };

const TOKEN = /^(\d{1,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/**
 * Checks a posted form token (anything a client sent): signed with `secret`, handed out at least
 * `MIN_FILL_MS` and at most `FORM_TOKEN_MAX_AGE_MS` before `nowMs`. On success, its nonce (to be
 * spent once) and when it would have expired anyway.
 */
export function checkFormToken(
  secret: string,
  token: unknown,
  nowMs: number = Date.now(),
): FormTokenCheck {
  if (typeof token !== "string" || token === "") return { ok: false, fault: "missing" };
  const match = TOKEN.exec(token);
  if (!match) return { ok: false, fault: "invalid" };
  const [, issued = "", nonce = "", signature = ""] = match;
  const issuedAt = Number(issued);
  const expected = Buffer.from(sign(secret, issuedAt, nonce));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, fault: "invalid" };
  }
  const age = nowMs - issuedAt;
  if (age < -CLOCK_SKEW_MS) return { ok: false, fault: "invalid" };
  if (age < MIN_FILL_MS) return { ok: false, fault: "too-fast" };
  if (age > FORM_TOKEN_MAX_AGE_MS) return { ok: false, fault: "expired" };
  return { ok: true, nonce, expiresAt: new Date(issuedAt + FORM_TOKEN_MAX_AGE_MS) };
}
