import { createChunks, stringToBase64URL } from "@supabase/ssr";
import {
  hasExpired,
  isRefreshDue,
  isSessionCookie,
  storedAccessToken,
} from "@/lib/supabase/session-token";

const NAME = "sb-127-auth-token";
const now = 1_800_000_000;

function jwt(claims: object): string {
  return ["e30", stringToBase64URL(JSON.stringify(claims)), "signature"].join(".");
}

function jar(cookies: { name: string; value: string }[]) {
  return (name: string) => cookies.find((cookie) => cookie.name === name)?.value;
}

describe("isSessionCookie", () => {
  it("knows the session cookie, its chunks and its __Host- form, and nothing else", () => {
    expect(
      ["sb-127-auth-token", "sb-abc-auth-token.1", "__Host-sb-abc-auth-token"].map(isSessionCookie),
    ).toEqual([true, true, true]);
    expect(
      ["sv-signed-in", "sb-abc-auth-token-code-verifier", "x-sb-abc-auth-token"].map(
        isSessionCookie,
      ),
    ).toEqual([false, false, false]);
  });
});

describe("storedAccessToken", () => {
  const session = { access_token: jwt({ sub: "u" }), refresh_token: "r".repeat(12) };

  it("reads the token from an encoded session, whole or in chunks", async () => {
    const encoded = `base64-${stringToBase64URL(JSON.stringify({ ...session, pad: "x".repeat(5000) }))}`;
    expect(await storedAccessToken(NAME, jar([{ name: NAME, value: encoded }]))).toBe(
      session.access_token,
    );
    const chunks = createChunks(NAME, encoded);
    expect(chunks.length).toBeGreaterThan(1);
    expect(await storedAccessToken(NAME, jar(chunks))).toBe(session.access_token);
  });

  it("reads a plain JSON session", async () => {
    const value = JSON.stringify(session);
    expect(await storedAccessToken(NAME, jar([{ name: NAME, value }]))).toBe(session.access_token);
  });

  it.each([
    ["no cookie", []],
    ["garbage", [{ name: NAME, value: "base64-%%%" }]],
    ["not JSON", [{ name: NAME, value: "base64-bm90IGpzb24" }]],
    ["no token", [{ name: NAME, value: JSON.stringify({ access_token: 5 }) }]],
    ["a null session", [{ name: NAME, value: "null" }]],
  ])("answers null for %s", async (_label, cookies) => {
    expect(await storedAccessToken(NAME, jar(cookies))).toBeNull();
  });
});

describe("isRefreshDue", () => {
  it("follows auth-js's 90-second margin for hour-long tokens", () => {
    const token = jwt({ iat: now - 3500, exp: now + 100 });
    expect(isRefreshDue(token, now)).toBe(false);
    expect(isRefreshDue(token, now + 11)).toBe(true);
  });

  it("lets a short token live half its life before refreshing it", () => {
    const token = jwt({ iat: now, exp: now + 20 });
    expect(isRefreshDue(token, now + 1)).toBe(false);
    expect(isRefreshDue(token, now + 10)).toBe(true);
    expect(isRefreshDue(token, now + 25)).toBe(true);
  });

  it.each(["not-a-jwt", "a.%%%.c", jwt({ exp: now + 100 })])("refreshes %s", (token) => {
    expect(isRefreshDue(token, now)).toBe(true);
  });
});

describe("hasExpired", () => {
  it("holds from the token's expiry on", () => {
    const token = jwt({ iat: now - 60, exp: now });
    expect(hasExpired(token, now - 1)).toBe(false);
    expect(hasExpired(token, now)).toBe(true);
  });

  it.each(["not-a-jwt", "a.%%%.c", jwt({ iat: now })])("does not hold for %s", (token) => {
    expect(hasExpired(token, now)).toBe(false);
  });
});
