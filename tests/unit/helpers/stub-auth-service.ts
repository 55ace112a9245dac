import { stringToBase64URL } from "@supabase/ssr";
/** Where the tests point the app's auth clients; every call there is answered by a stubbed fetch. */
export const STUB_SUPABASE_URL = "http://127.0.0.1:54321";

/**
 * Sets this test file up against a stubbed auth service: the project's variables plus `env`, no
 * database, auth-js's logging of the failures the tests provoke silenced, and the real fetch
 * back after each test that stubbed it.
 */
export function againstStubbedAuthService(env: Record<string, string>) {
  const realFetch = global.fetch;
  beforeAll(() => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
    Object.assign(process.env, {
      SUPABASE_URL: STUB_SUPABASE_URL,
      SUPABASE_PUBLISHABLE_KEY: "sb_publishable_test",
      ...env,
    });
    delete process.env.DATABASE_URL;
  });
  afterEach(() => {
    global.fetch = realFetch;
  });
}

/**
 * An HS256-shaped access token of the stubbed service, issued now for an hour, with `claims` over
 * its defaults; auth-js checks such a token by asking GET /user, which the stub answers.
 */
export function stubAccessToken(claims: object): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => stringToBase64URL(JSON.stringify(value));
  return [
    part({ alg: "HS256", typ: "JWT" }),
    part({
      iss: `${STUB_SUPABASE_URL}/auth/v1`,
      aud: "authenticated",
      role: "authenticated",
      iat: now,
      exp: now + 3600,
      is_anonymous: false,
      amr: [{ method: "password", timestamp: now }],
      ...claims,
    }),
    "c2lnbmF0dXJl",
  ].join(".");
}
