import { createServerClient } from "@supabase/ssr";
import { NextRequest } from "next/server";
import { getDatabase } from "@/lib/db/client";
import { verifyAccessToken, verifySession } from "@/lib/auth/verify";
import { updateSession } from "@/lib/supabase/proxy";
import { adminFor, clientFor, createStaff } from "../helpers/clients";
import { stackForFile } from "../helpers/stack-process";

const sessionChecks = { verifyAccessToken, verifySession };

// Short tokens, so that the proxy's own refresh path runs: a token is due in half its life.
const JWT_EXPIRY_SECONDS = 4;
const stack = stackForFile({ env: { LOCAL_SUPABASE_JWT_EXPIRY: String(JWT_EXPIRY_SECONDS) } });
const COOKIE = "sb-127-auth-token";

beforeAll(() => {
  process.env.SUPABASE_URL = stack.url;
  process.env.SUPABASE_PUBLISHABLE_KEY = stack.publishableKey;
  process.env.DATABASE_URL = stack.databaseUrl;
});

afterAll(async () => {
  await getDatabase().$client.end();
});

afterEach(() => {
  delete process.env.SESSION_INACTIVITY_SECONDS;
});

type Jar = Map<string, string>;

/** Signs a fresh staff member in as the login action does, into a cookie jar. */
async function signedInJar() {
  const staff = await createStaff(stack);
  await adminFor(stack).auth.admin.updateUserById(staff.id, { app_metadata: { role: "staff" } });
  const jar: Jar = new Map();
  const supabase = createServerClient(stack.url, stack.publishableKey, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value } of cookies) jar.set(name, value);
      },
    },
  });
  const { data, error } = await supabase.auth.signInWithPassword(staff);
  expect(error).toBeNull();
  return { ...staff, jar, refreshToken: data.session!.refresh_token };
}

function portalRequest(jar: Jar): NextRequest {
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  return new NextRequest("http://127.0.0.1:3000/portal", { headers: { cookie } });
}

const untilRefreshIsDue = () =>
  new Promise((resolve) => setTimeout(resolve, (JWT_EXPIRY_SECONDS / 2) * 1000 + 200));

describe("the proxy against the local stack", () => {
  it("refreshes a due session and writes the rotated cookies", async () => {
    const staff = await signedInJar();
    await untilRefreshIsDue();
    const request = portalRequest(staff.jar);
    const { response, claims, hasLostSession } = await updateSession(request, sessionChecks);
    expect(claims?.email).toBe(staff.email);
    expect(hasLostSession).toBe(false);
    expect(request.cookies.get(COOKIE)?.value).not.toBe(staff.jar.get(COOKIE));
    expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(`^${COOKIE}=base64-`)]);
  });

  it("refuses a session whose refreshed token no longer says staff", async () => {
    const staff = await signedInJar();
    await adminFor(stack).auth.admin.updateUserById(staff.id, { app_metadata: { role: null } });
    await untilRefreshIsDue();
    const { claims, hasLostSession, isUnavailable } = await updateSession(
      portalRequest(staff.jar),
      sessionChecks,
    );
    expect({ claims, hasLostSession, isUnavailable }).toEqual({
      claims: null,
      hasLostSession: true,
      isUnavailable: false,
    });
  });

  it("ends a session idle past the limit: refused, cookies cleared, revoked", async () => {
    process.env.SESSION_INACTIVITY_SECONDS = "1";
    const staff = await signedInJar();
    await untilRefreshIsDue();
    const request = portalRequest(staff.jar);
    const { response, claims, hasLostSession } = await updateSession(request, sessionChecks);
    expect({ claims, hasLostSession }).toEqual({ claims: null, hasLostSession: true });
    expect(response.headers.getSetCookie()).toEqual([
      expect.stringMatching(new RegExp(`^${COOKIE}=;.*Max-Age=0`)),
    ]);
    expect(request.cookies.get(COOKIE)?.value).toBeFalsy();
    const refresh = await clientFor(stack).auth.refreshSession({
      refresh_token: staff.refreshToken,
    });
    expect(refresh.error).toMatchObject({ status: 400 });
  });
});
