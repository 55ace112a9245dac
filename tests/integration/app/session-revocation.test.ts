import { isAuthSessionMissingError } from "@supabase/supabase-js";
import postgres from "postgres";
import { verifyAccessToken } from "@/lib/auth/verify";
import { getDatabase } from "@/lib/db/client";
import { adminFor, clientFor, createStaff, jwtPayload } from "../helpers/clients";
import { stackForFile } from "../helpers/stack-process";

// The app's own check against the real stack, with default hour-long tokens: every refusal
// below happens while the access token is still valid.
const stack = stackForFile();
const CHECK_SECONDS = 1;
let sql: postgres.Sql;

beforeAll(() => {
  process.env.SUPABASE_URL = stack.url;
  process.env.SUPABASE_PUBLISHABLE_KEY = stack.publishableKey;
  process.env.DATABASE_URL = stack.databaseUrl;
  process.env.AUTH_SESSION_CHECK_SECONDS = String(CHECK_SECONDS);
  sql = postgres(stack.databaseUrl, { prepare: false, max: 1, onnotice: () => undefined });
});

afterAll(async () => {
  await sql.end();
  // The app's pool, opened by the checks above.
  await getDatabase().$client.end();
});

afterEach(() => {
  delete process.env.SESSION_INACTIVITY_SECONDS;
});

const pastCheckInterval = () => new Promise((resolve) => setTimeout(resolve, CHECK_SECONDS * 1100));

/** A staff member signed in with a password: their access token and session. */
async function signedInStaff() {
  const staff = await createStaff(stack);
  const admin = adminFor(stack).auth.admin;
  expect(
    (await admin.updateUserById(staff.id, { app_metadata: { role: "staff" } })).error,
  ).toBeNull();
  const { data, error } = await clientFor(stack).auth.signInWithPassword(staff);
  expect(error).toBeNull();
  const accessToken = data.session!.access_token;
  return {
    ...staff,
    accessToken,
    refreshToken: data.session!.refresh_token,
    sessionId: String(jwtPayload(accessToken).session_id),
  };
}

/** True when the auth service no longer knows the token's session (403 session_not_found). */
async function isSessionGone(accessToken: string) {
  const { error } = await clientFor(stack).auth.getUser(accessToken);
  return isAuthSessionMissingError(error);
}

const verify = (accessToken: string) => verifyAccessToken(accessToken, null);

describe("a session's live check", () => {
  it("accepts a fresh staff token", async () => {
    const { accessToken, email } = await signedInStaff();
    const { claims, isUnavailable } = await verify(accessToken);
    expect(isUnavailable).toBe(false);
    expect(claims?.email).toBe(email);
  });

  it("refuses the same valid token within the check interval once the staff role is removed", async () => {
    const staff = await signedInStaff();
    expect((await verify(staff.accessToken)).claims).not.toBeNull();
    const { error } = await adminFor(stack).auth.admin.updateUserById(staff.id, {
      app_metadata: { role: null },
    });
    expect(error).toBeNull();
    await pastCheckInterval();
    expect(await verify(staff.accessToken)).toEqual({
      claims: null,
      staff: null,
      isUnavailable: false,
    });
    expect(await verify(staff.accessToken)).toEqual({
      claims: null,
      staff: null,
      isUnavailable: false,
    });
  });

  it("refuses the same valid token within the check interval once the account is banned", async () => {
    const staff = await signedInStaff();
    expect((await verify(staff.accessToken)).claims).not.toBeNull();
    const { error } = await adminFor(stack).auth.admin.updateUserById(staff.id, {
      ban_duration: "1h",
    });
    expect(error).toBeNull();
    await pastCheckInterval();
    expect(await verify(staff.accessToken)).toEqual({
      claims: null,
      staff: null,
      isUnavailable: false,
    });
  });
});

describe("the server-side inactivity limit", () => {
  const lastActivity = async (sessionId: string) => {
    const rows = await sql<{ last_active_at: Date }[]>`
      SELECT last_active_at FROM app_private.session_activity WHERE session_id = ${sessionId}`;
    return rows[0]?.last_active_at ?? null;
  };

  it("records a session's activity at its check", async () => {
    const staff = await signedInStaff();
    expect(await isSessionGone(staff.accessToken)).toBe(false);
    const before = Date.now();
    expect((await verify(staff.accessToken)).claims).not.toBeNull();
    expect((await lastActivity(staff.sessionId))!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("refuses and revokes a session whose last activity is older than the limit", async () => {
    const staff = await signedInStaff();
    expect((await verify(staff.accessToken)).claims).not.toBeNull();
    await sql`
      UPDATE app_private.session_activity SET last_active_at = now() - interval '9 hours'
      WHERE session_id = ${staff.sessionId}`;
    await pastCheckInterval();
    expect(await verify(staff.accessToken)).toEqual({
      claims: null,
      staff: null,
      isUnavailable: false,
    });

    // Revoked on the auth service: the token no longer passes GET /user, nor refreshes.
    expect(await isSessionGone(staff.accessToken)).toBe(true);
    const refresh = await clientFor(stack).auth.refreshSession({
      refresh_token: staff.refreshToken,
    });
    expect(refresh.error).toMatchObject({ status: 400 });
  });

  it("refuses a session never seen since it signed in longer ago than the limit", async () => {
    process.env.SESSION_INACTIVITY_SECONDS = "2";
    const staff = await signedInStaff();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await verify(staff.accessToken)).toEqual({
      claims: null,
      staff: null,
      isUnavailable: false,
    });
    expect(await isSessionGone(staff.accessToken)).toBe(true);
  });

  it("keeps a session in use past the limit", async () => {
    process.env.SESSION_INACTIVITY_SECONDS = "2";
    const staff = await signedInStaff();
    for (let step = 0; step < 4; step += 1) {
      expect((await verify(staff.accessToken)).claims).not.toBeNull();
      await pastCheckInterval();
    }
    expect((await verify(staff.accessToken)).claims).not.toBeNull();
  });

  it("sweeps rows idle past the limit", async () => {
    const staff = await signedInStaff();
    const stale = "00000000-0000-4000-8000-00000000dead";
    await sql`
      INSERT INTO app_private.session_activity (session_id, last_active_at)
      VALUES (${stale}, now() - interval '9 hours')`;
    await pastCheckInterval();
    expect((await verify(staff.accessToken)).claims).not.toBeNull();
    expect(await lastActivity(stale)).toBeNull();
  });
});

describe("GET /user, as GoTrue answers it", () => {
  it("carries the account's current app_metadata, and a ban that has run out", async () => {
    const staff = await signedInStaff();
    const admin = adminFor(stack).auth.admin;
    await admin.updateUserById(staff.id, { app_metadata: { role: "editor" }, ban_duration: "1ms" });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const { data, error } = await clientFor(stack).auth.getUser(staff.accessToken);
    expect(error).toBeNull();
    expect(data.user!.app_metadata).toMatchObject({ role: "editor" });
    expect(Date.parse(data.user!.banned_until!)).toBeLessThan(Date.now());
  });

  it("drops banned_until once a zero ban lifts it", async () => {
    const staff = await signedInStaff();
    const admin = adminFor(stack).auth.admin;
    await admin.updateUserById(staff.id, { ban_duration: "1h" });
    const { data } = await admin.updateUserById(staff.id, { ban_duration: "0" });
    expect(data.user).not.toHaveProperty("banned_until");
    expect((await clientFor(stack).auth.getUser(staff.accessToken)).error).toBeNull();
  });
});

describe("app_private", () => {
  it("is out of reach of the API roles", async () => {
    const rows = await sql<{ role: string; usable: boolean }[]>`
      SELECT role, has_schema_privilege(role, 'app_private', 'USAGE') AS usable
      FROM unnest(ARRAY['anon', 'authenticated']) AS role`;
    expect(rows).toEqual([
      { role: "anon", usable: false },
      { role: "authenticated", usable: false },
    ]);
  });
});
