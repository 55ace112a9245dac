/** @jest-environment node */
import { isTransientFailure, verifyAccessToken } from "@/lib/auth/verify";
import { againstStubbedAuthService, stubAccessToken } from "@/tests/unit/helpers/stub-auth-service";
import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
} from "@supabase/supabase-js";

const CHECK_MS = 50;
const USER_ID = "00000000-0000-4000-8000-000000000001";

let sessionCount = 0;

againstStubbedAuthService({ AUTH_SESSION_CHECK_SECONDS: String(CHECK_MS / 1000) });

/**
 * A fresh staff token of its own session, signed in `signedInAgo` seconds before now and
 * carrying `appMetadata`; auth-js checks an HS256 token by asking GET /user.
 */
function staffToken(
  expiresIn = 3600,
  { signedInAgo = 0, appMetadata = {} }: { signedInAgo?: number; appMetadata?: object } = {},
): string {
  sessionCount += 1;
  const now = Math.floor(Date.now() / 1000);
  return stubAccessToken({
    sub: USER_ID,
    exp: now + expiresIn,
    session_id: `00000000-0000-4000-9000-${String(sessionCount).padStart(12, "0")}`,
    amr: [{ method: "password", timestamp: now - signedInAgo }],
    app_metadata: { provider: "email", role: "staff", ...appMetadata },
  });
}

function json(status: number, body: object): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", "x-supabase-api-version": "2024-01-01" },
  });
}

const staffUser = (changes: object = {}) => ({
  id: USER_ID,
  aud: "authenticated",
  role: "authenticated",
  email: "staff@example.com",
  app_metadata: { provider: "email", providers: ["email"], role: "staff" },
  user_metadata: {},
  created_at: new Date().toISOString(),
  ...changes,
});

/**
 * The auth service's GET /user answers whatever `current.answer` holds at the time; its POST
 * /logout (a session revoked) is counted and answered 204.
 */
function stubUserEndpoint(initial: () => Response) {
  const state = { answer: initial, calls: 0, logouts: 0 };
  global.fetch = jest.fn((input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes("/auth/v1/logout")) {
      state.logouts += 1;
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    if (!url.endsWith("/auth/v1/user")) return Promise.reject(new Error(`unexpected ${url}`));
    state.calls += 1;
    return Promise.resolve(state.answer());
  }) as typeof fetch;
  return state;
}

const afterCheckInterval = () => new Promise((resolve) => setTimeout(resolve, CHECK_MS + 20));

describe("verifyAccessToken's live check", () => {
  it.each([
    [
      "the staff role is removed",
      () => json(200, staffUser({ app_metadata: { provider: "email" } })),
    ],
    [
      "the account is banned",
      () => json(200, staffUser({ banned_until: new Date(Date.now() + 3600_000).toISOString() })),
    ],
    [
      "the account is refused as banned",
      () => json(403, { code: "user_banned", message: "User is banned" }),
    ],
    [
      "the session is signed out",
      () =>
        json(403, {
          code: "session_not_found",
          message: "Session from session_id claim in JWT does not exist",
        }),
    ],
  ])("refuses a still-valid token at the next check once %s", async (_label, revoked) => {
    const service = stubUserEndpoint(() => json(200, staffUser()));
    const token = staffToken();
    expect((await verifyAccessToken(token, null)).claims).not.toBeNull();

    service.answer = revoked;
    // Within the interval the session is not asked about again.
    expect((await verifyAccessToken(token, null)).claims).not.toBeNull();
    await afterCheckInterval();
    const calls = service.calls;
    expect(await verifyAccessToken(token, null)).toEqual({
      claims: null,
      staff: null,
      isUnavailable: false,
    });
    expect(service.calls).toBeGreaterThan(calls);
    // Refused from then on: the next use asks again rather than trusting an old answer.
    expect(await verifyAccessToken(token, null)).toEqual({
      claims: null,
      staff: null,
      isUnavailable: false,
    });
  });

  it("notes whether the account has a verified factor, which the token does not say", async () => {
    const factor = (status: string) => ({ id: "f-1", factor_type: "totp", status });
    const service = stubUserEndpoint(() => json(200, staffUser({ factors: [factor("verified")] })));
    const withFactor = staffToken();
    expect((await verifyAccessToken(withFactor, null)).staff).toEqual({
      role: "editor",
      hasFactor: true,
    });
    // Within the interval the session's standing comes from its last live check.
    expect((await verifyAccessToken(withFactor, null)).staff?.hasFactor).toBe(true);

    service.answer = () => json(200, staffUser({ factors: [factor("unverified")] }));
    const unverifiedOnly = staffToken();
    expect((await verifyAccessToken(unverifiedOnly, null)).staff).toEqual({
      role: "editor",
      hasFactor: false,
    });
  });

  it("carries the role of the last live check, not the token's copy", async () => {
    const withRole = (role: string) =>
      json(200, staffUser({ app_metadata: { provider: "email", role } }));
    const service = stubUserEndpoint(() => withRole("viewer"));
    const token = staffToken();
    const roleNow = async () => (await verifyAccessToken(token, null)).staff?.role;
    // The token says legacy staff (an editor); the account is a viewer now.
    expect(await roleNow()).toBe("viewer");

    service.answer = () => withRole("admin");
    expect(await roleNow()).toBe("viewer");
    await afterCheckInterval();
    expect(await roleNow()).toBe("admin");

    service.answer = () => withRole("staff");
    await afterCheckInterval();
    expect(await roleNow()).toBe("editor");
  });

  it("admits an account whose ban has run out", async () => {
    stubUserEndpoint(() =>
      json(200, staffUser({ banned_until: new Date(Date.now() - 1000).toISOString() })),
    );
    expect((await verifyAccessToken(staffToken(), null)).claims).not.toBeNull();
  });

  it("counts a failing service as unavailable, not as signed out", async () => {
    const service = stubUserEndpoint(() => json(200, staffUser()));
    const token = staffToken();
    expect((await verifyAccessToken(token, null)).claims).not.toBeNull();
    service.answer = () => json(503, { message: "upstream unavailable" });
    await afterCheckInterval();
    expect(await verifyAccessToken(token, null)).toEqual({
      claims: null,
      staff: null,
      isUnavailable: true,
    });
  });
});

describe("verifyAccessToken after an account's sessions are revoked", () => {
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const revokedAccount = (revokedAgo: number) =>
    json(
      200,
      staffUser({
        app_metadata: {
          provider: "email",
          role: "editor",
          sessions_revoked_at: nowSeconds() - revokedAgo,
        },
      }),
    );

  it("refuses and signs out a session that signed in before the revocation, ban lifted or not", async () => {
    const service = stubUserEndpoint(() => revokedAccount(60));
    const token = staffToken(3600, { signedInAgo: 120 });
    expect(await verifyAccessToken(token, null)).toEqual({
      claims: null,
      staff: null,
      isUnavailable: false,
    });
    expect(service.logouts).toBe(1);
  });

  it("refuses a session that signed in within the revocation's second", async () => {
    const service = stubUserEndpoint(() => revokedAccount(0));
    const token = staffToken(3600, { signedInAgo: 0 });
    expect(await verifyAccessToken(token, null)).toEqual({
      claims: null,
      staff: null,
      isUnavailable: false,
    });
    expect(service.logouts).toBe(1);
  });

  it("admits a session that signed in after the revocation", async () => {
    const service = stubUserEndpoint(() => revokedAccount(60));
    const token = staffToken(3600, { signedInAgo: 30 });
    expect((await verifyAccessToken(token, null)).claims).not.toBeNull();
    expect(service.logouts).toBe(0);
  });

  it("refuses a token refreshed after the revocation by its own claims", async () => {
    // The account as the service answers it would pass: the token's copy of the mark decides.
    const service = stubUserEndpoint(() => json(200, staffUser()));
    const token = staffToken(3600, {
      signedInAgo: 120,
      appMetadata: { sessions_revoked_at: nowSeconds() - 60 },
    });
    expect(await verifyAccessToken(token, null)).toEqual({
      claims: null,
      staff: null,
      isUnavailable: false,
    });
    expect(service.logouts).toBe(1);
  });
});

describe("verifyAccessToken behind the proxy", () => {
  it("counts an expired token as one the proxy could not refresh for now, without a call", async () => {
    const service = stubUserEndpoint(() => json(200, staffUser()));
    expect(await verifyAccessToken(staffToken(-1), null)).toEqual({
      claims: null,
      staff: null,
      isUnavailable: true,
    });
    expect(service.calls).toBe(0);
  });
});

describe("isTransientFailure", () => {
  it.each([
    ["a network failure", new AuthRetryableFetchError("fetch failed", 0)],
    [
      "a rate limit",
      new AuthApiError("Request rate limit reached", 429, "over_request_rate_limit"),
    ],
    ["a contended row", new AuthApiError("conflict", 409, "conflict")],
    ["a server error", new AuthApiError("unexpected", 500, "unexpected_failure")],
    ["an error that is not the service's", new TypeError("fetch failed")],
  ])("holds for %s", (_label, error) => {
    expect(isTransientFailure(error)).toBe(true);
  });

  it.each([
    ["a used refresh token", new AuthApiError("Already Used", 400, "refresh_token_already_used")],
    ["an expired session", new AuthApiError("Session Expired", 400, "session_expired")],
    ["a banned user", new AuthApiError("User is banned", 403, "user_banned")],
    ["a missing session", new AuthSessionMissingError()],
  ])("does not hold for %s", (_label, error) => {
    expect(isTransientFailure(error)).toBe(false);
  });
});
