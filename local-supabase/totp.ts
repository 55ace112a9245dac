import { Secret, TOTP } from "otpauth";
import qrcode from "qrcode-generator";

// GoTrue's TOTP (pquerna/otp defaults): 20-byte secrets, SHA1, 6 digits, 30-second steps, and
// one step of skew either way when verifying.
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const SKEW_STEPS = 1;
const QR_CELL = 3;

const UNRESERVED = /[A-Za-z0-9\-_.~]/;

// Go's url escaping for a path (`allowed` = `$&+,/:;=@`) or a path segment (`$&+:=@`).
function goEscape(text: string, allowed: string): string {
  return [...Buffer.from(text, "utf8")]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return UNRESERVED.test(char) || allowed.includes(char)
        ? char
        : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
    })
    .join("");
}

/** A new TOTP key: its base32 secret and the `otpauth://` URI that GoTrue's `key.URL()` gives. */
export function newTotpKey(issuer: string, accountName: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  const query = {
    algorithm: "SHA1",
    digits: String(DIGITS),
    issuer,
    period: String(PERIOD_SECONDS),
    secret,
  };
  const encoded = Object.entries(query)
    .map(([key, value]) => `${key}=${goEscape(value, "$&+:=@")}`)
    .join("&");
  const label = goEscape(`/${issuer}:${accountName}`, "$&+,/:;=@");
  return { secret, uri: `otpauth://totp${label}?${encoded}` };
}

/**
 * The QR code of `uri` as SVG markup, as GoTrue sends it (error correction H, 3-pixel modules);
 * supabase-js turns it into a data URI. Colours are named, since a `#` would end a data URI.
 */
export function qrCodeSvg(uri: string): string {
  const code = qrcode(0, "H");
  code.addData(uri);
  code.make();
  return code.createSvgTag(QR_CELL, QR_CELL * 4);
}

/** The 30-second step `code` belongs to when it is valid for `secret` now (±1 step), else null. */
export function acceptedStep(secret: string, code: string, now = Date.now()): number | null {
  const totp = new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: DIGITS,
    period: PERIOD_SECONDS,
  });
  const token = code.trim();
  if (!/^\d+$/.test(token)) return null;
  const delta = totp.validate({ token, timestamp: now, window: SKEW_STEPS });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}
