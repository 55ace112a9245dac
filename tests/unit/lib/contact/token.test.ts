/** @jest-environment node */
import {
  checkFormToken,
  FORM_TOKEN_MAX_AGE_MS,
  issueFormToken,
  MIN_FILL_MS,
} from "@/lib/contact/token";

const SECRET = "s".repeat(64);
const T0 = Date.UTC(2026, 10, 29, 12);

describe("form tokens", () => {
  it("are taken between the minimum fill time and their age, with a nonce to spend", () => {
    const token = issueFormToken(SECRET, T0);
    const check = checkFormToken(SECRET, token, T0 + MIN_FILL_MS);
    expect(check).toEqual({
      ok: true,
      nonce: expect.stringMatching(/^[\w-]{22}$/),
      expiresAt: new Date(T0 + FORM_TOKEN_MAX_AGE_MS),
    });
    expect(checkFormToken(SECRET, token, T0 + FORM_TOKEN_MAX_AGE_MS).ok).toBe(true);
  });

  it("are refused when posted too fast or too late", () => {
    const token = issueFormToken(SECRET, T0);
    expect(checkFormToken(SECRET, token, T0 + MIN_FILL_MS - 1)).toEqual({
      ok: false,
      fault: "too-fast",
    });
    expect(checkFormToken(SECRET, token, T0 + FORM_TOKEN_MAX_AGE_MS + 1)).toEqual({
      ok: false,
      fault: "expired",
    });
  });

  it("are never made by a client: another secret, an edited time or nonce is invalid", () => {
    const token = issueFormToken(SECRET, T0);
    const later = T0 + 10_000;
    expect(checkFormToken("t".repeat(64), token, later)).toEqual({ ok: false, fault: "invalid" });
    const [issued, nonce, signature] = token.split(".");
    const older = `${Number(issued) - 60_000}.${nonce}.${signature}`;
    expect(checkFormToken(SECRET, older, later)).toEqual({ ok: false, fault: "invalid" });
    const otherNonce = `${issued}.${"A".repeat(22)}.${signature}`;
    expect(checkFormToken(SECRET, otherNonce, later)).toEqual({ ok: false, fault: "invalid" });
  });

  it("refuses one from the future beyond clock skew", () => {
    const token = issueFormToken(SECRET, T0 + 10 * 60_000);
    expect(checkFormToken(SECRET, token, T0)).toEqual({ ok: false, fault: "invalid" });
  });

  it.each([undefined, null, "", 42, {}, "1.2.3", "x".repeat(10_000)])(
    "answers %p without throwing",
    (token) => {
      expect(checkFormToken(SECRET, token, T0).ok).toBe(false);
    },
  );
});
