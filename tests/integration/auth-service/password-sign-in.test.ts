import { createServerClient } from "@supabase/ssr";
import postgres from "postgres";
import { AuthApiError } from "@supabase/supabase-js";
import {
  adminFor,
  clientFor,
  createStaff,
  jwtPayload,
  uniqueEmail,
  expectPasswordChanged,
} from "../helpers/clients";
import { stackForFile, TEST_HASH_COST } from "../helpers/stack-process";

const stack = stackForFile();

async function signInError(email: string, password: string) {
  const { data, error } = await clientFor(stack).auth.signInWithPassword({ email, password });
  expect(data.session).toBeNull();
  return error as AuthApiError;
}

describe("password sign-in", () => {
  it("signs the demo staff account in with a GoTrue session", async () => {
    const { email, password } = stack.demoStaff;
    const { data, error } = await clientFor(stack).auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    const session = data.session!;
    expect(session.token_type).toBe("bearer");
    expect(session.expires_in).toBeGreaterThan(3500);
    expect(session.refresh_token.length).toBeGreaterThanOrEqual(12);
    expect(session.user).toMatchObject({
      email,
      aud: "authenticated",
      role: "authenticated",
      phone: "",
      app_metadata: { provider: "email", providers: ["email"] },
      is_anonymous: false,
    });
    for (const field of [
      "id",
      "email_confirmed_at",
      "last_sign_in_at",
      "created_at",
      "updated_at",
    ]) {
      expect(typeof (session.user as unknown as Record<string, unknown>)[field]).toBe("string");
    }
    expect(session.user.identities?.[0]).toMatchObject({
      provider: "email",
      user_id: session.user.id,
    });
  });

  it("issues ES256 access tokens with GoTrue's claims and a kid", async () => {
    const { email, password } = stack.demoStaff;
    const { data } = await clientFor(stack).auth.signInWithPassword({ email, password });
    const token = data.session!.access_token;
    const header = JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString());
    expect(header).toMatchObject({ alg: "ES256", typ: "JWT" });
    expect(typeof header.kid).toBe("string");
    const claims = jwtPayload(token);
    expect(claims).toMatchObject({
      iss: `${stack.url}/auth/v1`,
      sub: data.user!.id,
      aud: "authenticated",
      email,
      phone: "",
      role: "authenticated",
      aal: "aal1",
      is_anonymous: false,
      app_metadata: { provider: "email" },
    });
    expect(claims.amr).toEqual([{ method: "password", timestamp: expect.any(Number) }]);
    expect(claims.exp).toBe((claims.iat as number) + 3600);
    expect(typeof claims.session_id).toBe("string");
    expect(typeof claims.user_metadata).toBe("object");
  });

  it("answers invalid_credentials for a wrong password and for an unknown address", async () => {
    const wrong = await signInError(stack.demoStaff.email, "not-the-password");
    expect(wrong).toBeInstanceOf(AuthApiError);
    expect(wrong).toMatchObject({ status: 400, code: "invalid_credentials" });
    expect(wrong.message).toBe("Invalid login credentials");
    const unknown = await signInError(uniqueEmail("nobody"), "whatever-password");
    expect(unknown).toMatchObject({ status: 400, code: "invalid_credentials" });
  });

  it("answers email_not_confirmed only after a correct password", async () => {
    const email = uniqueEmail("unconfirmed");
    await adminFor(stack).auth.admin.createUser({ email, password: "unconfirmed-pass" });
    expect(await signInError(email, "unconfirmed-pass")).toMatchObject({
      status: 400,
      code: "email_not_confirmed",
    });
    expect(await signInError(email, "wrong-password")).toMatchObject({
      code: "invalid_credentials",
    });
  });

  it("answers user_banned for a banned account", async () => {
    const staff = await createStaff(stack);
    await adminFor(stack).auth.admin.updateUserById(staff.id, { ban_duration: "24h" });
    expect(await signInError(staff.email, staff.password)).toMatchObject({
      status: 400,
      code: "user_banned",
    });
  });

  it("refuses a missing address and a password over 72 bytes", async () => {
    const missing = await signInError("", "some-password");
    expect(missing).toMatchObject({ status: 400, code: "validation_failed" });
    const long = await signInError(stack.demoStaff.email, "é".repeat(40));
    expect(long).toMatchObject({ status: 400, code: "invalid_credentials" });
  });
});

describe("verifying users", () => {
  it("getClaims() verifies locally through the JWKS, without calling /user", async () => {
    const calls: string[] = [];
    const countingFetch: typeof fetch = (input, init) => {
      calls.push(String(input instanceof Request ? input.url : input));
      return fetch(input, init);
    };
    const client = clientFor(stack, { fetch: countingFetch });
    const { email, password } = stack.demoStaff;
    const { data: signIn } = await client.auth.signInWithPassword({ email, password });
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data!.claims.sub).toBe(signIn.user!.id);
    expect(data!.header.alg).toBe("ES256");
    expect(calls.some((url) => url.endsWith("/auth/v1/.well-known/jwks.json"))).toBe(true);
    expect(calls.some((url) => url.includes("/auth/v1/user"))).toBe(false);
  });

  it("getClaims() rejects a token whose signature was tampered with", async () => {
    const { email, password } = stack.demoStaff;
    const { data: signIn } = await clientFor(stack).auth.signInWithPassword({ email, password });
    const [head, body, signature] = signIn.session!.access_token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ ...jwtPayload(signIn.session!.access_token), role: "service_role" }),
    ).toString("base64url");
    const { error } = await clientFor(stack).auth.getClaims(`${head}.${forged}.${signature}`);
    expect(error).not.toBeNull();
    expect(body).not.toBe(forged);
  });

  it("getUser() returns the user from the server", async () => {
    const staff = await createStaff(stack);
    const client = clientFor(stack);
    const { data: signIn } = await client.auth.signInWithPassword(staff);
    const { data, error } = await client.auth.getUser(signIn.session!.access_token);
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: staff.id, email: staff.email });
  });

  it("getUser() with a garbage token answers bad_jwt", async () => {
    const { error } = await clientFor(stack).auth.getUser("not.a.jwt");
    expect(error).toMatchObject({ status: 403, code: "bad_jwt" });
    expect(error!.message).toMatch(/^invalid JWT/);
  });

  it("the @supabase/ssr server client reads the cookie session and verifies it", async () => {
    const staff = await createStaff(stack);
    const jar = new Map<string, string>();
    const cookies = {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (list: { name: string; value: string }[]) => {
        for (const { name, value } of list) {
          if (value) jar.set(name, value);
          else jar.delete(name);
        }
      },
    };
    const server = () => createServerClient(stack.url, stack.publishableKey, { cookies });
    const { error } = await server().auth.signInWithPassword(staff);
    expect(error).toBeNull();
    expect([...jar.keys()].some((name) => name.startsWith("sb-127-auth-token"))).toBe(true);
    const { data } = await server().auth.getClaims();
    expect(data!.claims.email).toBe(staff.email);
    const { data: user } = await server().auth.getUser();
    expect(user.user!.id).toBe(staff.id);
  });
});

describe("updating one's own account (PUT /user)", () => {
  it("changes the password and merges user metadata", async () => {
    const staff = await createStaff(stack);
    const client = clientFor(stack);
    await client.auth.signInWithPassword(staff);
    const { data, error } = await client.auth.updateUser({
      password: "a-brand-new-password",
      data: { theme: "green" },
    });
    expect(error).toBeNull();
    expect(data.user!.user_metadata).toMatchObject({ theme: "green" });
    await expectPasswordChanged(stack, staff, "a-brand-new-password");
  });

  it("refuses the same password and a weak one", async () => {
    const staff = await createStaff(stack);
    const client = clientFor(stack);
    await client.auth.signInWithPassword(staff);
    const same = await client.auth.updateUser({ password: staff.password });
    expect(same.error).toMatchObject({ status: 422, code: "same_password" });
    const weak = await client.auth.updateUser({ password: "short" });
    expect(weak.error).toMatchObject({ status: 422, code: "weak_password" });
  });

  it("stores a bcrypt hash at the configured cost, which signs in", async () => {
    const staff = await createStaff(stack);
    const sql = postgres(stack.databaseUrl, { prepare: false, max: 1, onnotice: () => undefined });
    try {
      const [row] = await sql<{ hash: string }[]>`
        SELECT encrypted_password AS hash FROM auth.users WHERE id = ${staff.id}`;
      expect(row!.hash).toMatch(new RegExp(`^\\$2[aby]\\$0${TEST_HASH_COST}\\$`));
    } finally {
      await sql.end();
    }
    const { error } = await clientFor(stack).auth.signInWithPassword(staff);
    expect(error).toBeNull();
  });
});
