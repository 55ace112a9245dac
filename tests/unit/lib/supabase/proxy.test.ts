/** @jest-environment node */
import { stringToBase64URL } from "@supabase/ssr";
import { NextRequest } from "next/server";
import { verifyAccessToken, verifySession } from "@/lib/auth/verify";
import { updateSession } from "@/lib/supabase/proxy";
import {
  STUB_SUPABASE_URL,
  againstStubbedAuthService,
} from "@/tests/unit/helpers/stub-auth-service";

const sessionChecks = { verifyAccessToken, verifySession };

const COOKIE = "sb-127-auth-token";
const TIME_LIMIT_MS = 400;

let sessionCount = 0;

// These tests fail refreshes on purpose, which auth-js logs.
againstStubbedAuthService({ AUTH_TIMEOUT_MS: String(TIME_LIMIT_MS) });

// auth-js's retries abandoned at a deadline end at their next backoff step (a 408 past it), well
// within two seconds; they must end, and log, before this file's environment is torn down.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 2000)));

/** An HS256-shaped staff token: auth-js checks such a token by asking GET /user. */
function accessToken(sessionId: string, expiresAt: number): string {
  const part = (value: object) => stringToBase64URL(JSON.stringify(value));
  return [
    part({ alg: "HS256", typ: "JWT" }),
    part({
      iss: `${STUB_SUPABASE_URL}/auth/v1`,
      sub: "00000000-0000-4000-8000-000000000001",
      aud: "authenticated",
      role: "authenticated",
      iat: expiresAt - 3600,
      exp: expiresAt,
      session_id: sessionId,
      is_anonymous: false,
      app_metadata: { provider: "email", role: "staff" },
    }),
    "c2lnbmF0dXJl",
  ].join(".");
}

function session(expiresAt: number) {
  sessionCount += 1;
  const sessionId = `00000000-0000-4000-8000-${String(sessionCount).padStart(12, "0")}`;
  return {
    access_token: accessToken(sessionId, expiresAt),
    token_type: "bearer",
    expires_in: 3600,
    expires_at: expiresAt,
    refresh_token: `refresh-token-${sessionCount}`,
    user: { id: "00000000-0000-4000-8000-000000000001", app_metadata: { role: "staff" } },
  };
}

/** A request to the portal carrying a session whose access token expired a minute ago. */
function requestWithExpiredSession(): NextRequest {
  const value = `base64-${stringToBase64URL(JSON.stringify(session(nowSeconds() - 60)))}`;
  return new NextRequest("http://127.0.0.1:3000/portal", {
    headers: { cookie: `${COOKIE}=${value}` },
  });
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function json(status: number, body: object): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", "x-supabase-api-version": "2024-01-01" },
  });
}

/** Answers POST /token with `answer`; any other call is a test failure. */
function stubRefresh(answer: (init: RequestInit | undefined) => Promise<Response>) {
  const calls: string[] = [];
  global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push(url);
    if (url.includes("/token?grant_type=refresh_token")) return answer(init);
    return Promise.reject(new Error(`unexpected call to ${url}`));
  }) as typeof fetch;
  return calls;
}

/**
 * The proxy's session update of an expired session: the request it read and wrote, the cookie
 * the request came with, and what the update found.
 */
async function updateExpiredSession() {
  const request = requestWithExpiredSession();
  const stored = request.cookies.get(COOKIE)?.value;
  const { response, claims, isUnavailable, hasLostSession } = await updateSession(
    request,
    sessionChecks,
  );
  return { request, stored, response, outcome: { claims, isUnavailable, hasLostSession } };
}

function setCookies(response: Response): string[] {
  return response.headers.getSetCookie();
}

describe("updateSession refreshing a session", () => {
  it("gives up at the deadline when the refresh hangs, and writes no cookie", async () => {
    const calls = stubRefresh(
      (init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    const startedAt = Date.now();
    const { request, stored, response, outcome } = await updateExpiredSession();
    expect(Date.now() - startedAt).toBeLessThan(TIME_LIMIT_MS + 300);
    expect(outcome).toEqual({ claims: null, isUnavailable: true, hasLostSession: false });
    expect(setCookies(response)).toEqual([]);
    // auth-js goes on retrying in the background: past the deadline, no retry reaches the network.
    const attempts = calls.length;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(calls.length).toBe(attempts);
    // Nor does the sign-out auth-js then records for the session reach the request or response.
    expect(setCookies(response)).toEqual([]);
    expect(request.cookies.get(COOKIE)?.value).toBe(stored);
  });

  it("keeps the session when the refresh is refused by a rate limit", async () => {
    stubRefresh(() =>
      Promise.resolve(
        json(429, { code: "over_request_rate_limit", message: "Request rate limit reached" }),
      ),
    );
    const { request, response, outcome } = await updateExpiredSession();
    expect(outcome).toEqual({ claims: null, isUnavailable: true, hasLostSession: false });
    expect(setCookies(response)).toEqual([]);
    expect(request.cookies.get(COOKIE)?.value).toMatch(/^base64-/);
  });

  it.each([
    ["an outage", () => Promise.resolve(json(503, { message: "unavailable" }))],
    ["a network failure", () => Promise.reject(new TypeError("fetch failed"))],
  ])("keeps the session through %s", async (_label, answer) => {
    stubRefresh(answer);
    const { response, outcome } = await updateExpiredSession();
    expect(outcome).toEqual({ claims: null, isUnavailable: true, hasLostSession: false });
    expect(setCookies(response)).toEqual([]);
  });

  it("ends the session when the auth service no longer knows its refresh token", async () => {
    stubRefresh(() =>
      Promise.resolve(
        json(400, {
          code: "refresh_token_not_found",
          message: "Invalid Refresh Token: Refresh Token Not Found",
        }),
      ),
    );
    const { request, response, outcome } = await updateExpiredSession();
    expect(outcome).toEqual({ claims: null, isUnavailable: false, hasLostSession: true });
    expect(setCookies(response)).toEqual([expect.stringMatching(new RegExp(`^${COOKIE}=;`))]);
    expect(setCookies(response)[0]).toMatch(/Max-Age=0/);
    expect(request.cookies.get(COOKIE)?.value).toBeFalsy();
  });

  it("writes the rotated session onto the request and the response", async () => {
    const renewed = session(nowSeconds() + 3600);
    global.fetch = jest.fn((input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes("/token?grant_type=refresh_token"))
        return Promise.resolve(json(200, renewed));
      if (url.endsWith("/auth/v1/user")) return Promise.resolve(json(200, renewed.user));
      return Promise.reject(new Error(`unexpected call to ${url}`));
    }) as typeof fetch;
    const request = requestWithExpiredSession();
    const { response, claims, isUnavailable } = await updateSession(request, sessionChecks);
    expect(isUnavailable).toBe(false);
    expect(claims?.session_id).toBe(
      JSON.parse(Buffer.from(renewed.access_token.split(".")[1]!, "base64url").toString())
        .session_id,
    );
    const written = `base64-${stringToBase64URL(JSON.stringify(renewed))}`;
    expect(request.cookies.get(COOKIE)?.value).toBe(written);
    expect(setCookies(response)).toEqual([expect.stringContaining(`${COOKIE}=${written}`)]);
  });
});

describe("updateSession without a session", () => {
  it("asks nothing of the auth service when the request carries no session cookie", async () => {
    const calls = stubRefresh(() => Promise.reject(new Error("no call expected")));
    const checks = { verifyAccessToken: jest.fn(), verifySession: jest.fn() };
    const request = new NextRequest("http://127.0.0.1:3000/portal", {
      headers: { cookie: "sv-signed-in=1" },
    });
    const { response, ...outcome } = await updateSession(request, checks);
    expect(outcome).toEqual({
      claims: null,
      staff: null,
      isUnavailable: false,
      hasLostSession: false,
    });
    expect(checks.verifyAccessToken).not.toHaveBeenCalled();
    expect(checks.verifySession).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    expect(setCookies(response)).toEqual([]);
  });
});
