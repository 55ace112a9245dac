import type { JwtPayload } from "@supabase/supabase-js";
import postgres from "postgres";
import { endPasswordStep, passwordStepOf, startPasswordStep } from "@/lib/auth/password-step";
import { getDatabase } from "@/lib/db/client";
import { adminFor, clientFor, createStaff, jwtPayload } from "../helpers/clients";
import { stackForFile } from "../helpers/stack-process";

// The password step against the real stack: the session a reset link started, its claims as the
// auth service signs them, and the step's record in the app's database.
const stack = stackForFile();
let sql: postgres.Sql;

beforeAll(() => {
  process.env.DATABASE_URL = stack.databaseUrl;
  sql = postgres(stack.databaseUrl, { prepare: false, max: 1, onnotice: () => undefined });
});

afterAll(async () => {
  await sql.end();
  await getDatabase().$client.end();
});

const claimsOf = (accessToken: string) => jwtPayload(accessToken) as JwtPayload;

/** A session started by a reset link's token hash, as the confirm page verifies it. */
async function resetSession(email: string) {
  const { data, error } = await adminFor(stack).auth.admin.generateLink({
    type: "recovery",
    email,
  });
  expect(error).toBeNull();
  const client = clientFor(stack);
  const verified = await client.auth.verifyOtp({
    type: "recovery",
    token_hash: data.properties!.hashed_token,
  });
  expect(verified.error).toBeNull();
  return { client, accessToken: verified.data.session!.access_token };
}

async function passwordSession(email: string, password: string) {
  const client = clientFor(stack);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { client, accessToken: data.session!.access_token };
}

describe("the password step", () => {
  it("opens for the very session a reset link started, once", async () => {
    const staff = await createStaff(stack);
    const { client, accessToken } = await resetSession(staff.email);
    expect(await startPasswordStep(client, accessToken, "recovery")).toBe(true);
    const claims = claimsOf(accessToken);
    const step = await passwordStepOf(claims);
    expect(step).toEqual({ type: "recovery", userId: staff.id, sessionId: claims.session_id });

    if (step && step !== "unavailable") await endPasswordStep(step);
    expect(await passwordStepOf(claims)).toBeNull();
  });

  it("stays shut for the account's other sessions, and for claims that do not show the link", async () => {
    const staff = await createStaff(stack);
    const { client, accessToken } = await resetSession(staff.email);
    expect(await startPasswordStep(client, accessToken, "recovery")).toBe(true);
    const other = await passwordSession(staff.email, staff.password);
    expect(await passwordStepOf(claimsOf(other.accessToken))).toBeNull();

    const claims = claimsOf(accessToken);
    const withPasswordAmr = { ...claims, amr: [{ method: "password", timestamp: claims.iat }] };
    expect(await passwordStepOf(withPasswordAmr)).toBeNull();
    const longAgo = { ...claims, amr: [{ method: "otp", timestamp: claims.iat! - 3600 }] };
    expect(await passwordStepOf(longAgo)).toBeNull();
    const someoneElse = { ...claims, sub: "00000000-0000-4000-8000-000000000000" };
    expect(await passwordStepOf(someoneElse)).toBeNull();
  });

  it("is never started for a session that signed in with a password", async () => {
    const staff = await createStaff(stack);
    const { client, accessToken } = await passwordSession(staff.email, staff.password);
    expect(await startPasswordStep(client, accessToken, "recovery")).toBe(false);
    expect(await startPasswordStep(client, accessToken, "invite")).toBe(false);
    expect(await passwordStepOf(claimsOf(accessToken))).toBeNull();
  });

  it("is out of reach of the API roles", async () => {
    const rows = await sql<{ role: string; readable: boolean; writable: boolean }[]>`
      SELECT role,
        has_table_privilege(role, 'app_private.password_steps', 'SELECT') AS readable,
        has_table_privilege(role, 'app_private.password_steps', 'INSERT') AS writable
      FROM unnest(ARRAY['anon', 'authenticated']) AS role`;
    expect(rows).toEqual([
      { role: "anon", readable: false, writable: false },
      { role: "authenticated", readable: false, writable: false },
    ]);
  });
});
