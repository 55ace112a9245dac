import { createDecipheriv, hkdfSync } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { isAuthSessionMissingError, type SupabaseClient } from "@supabase/supabase-js";
import { Secret, TOTP } from "otpauth";
import postgres from "postgres";
import { AUTH_SERVICE_ROLE } from "@/local-supabase/store/db";
import { adminFor, clientFor, createStaff, jwtPayload } from "../helpers/clients";
import { linkIn, waitForMail } from "../helpers/mail";
import { stackForFile } from "../helpers/stack-process";

// The service's per-IP limits have their own tests (mfa-limits, rate-limits); here every call
// comes from one address and a fast run would empty the token bucket, so they are raised.
const RAISED = "100000";
const stack = stackForFile({
  env: {
    LOCAL_SUPABASE_RATE_LIMIT_TOKEN: RAISED,
    LOCAL_SUPABASE_RATE_LIMIT_OTP: RAISED,
    LOCAL_SUPABASE_RATE_LIMIT_VERIFY: RAISED,
    LOCAL_SUPABASE_RATE_LIMIT_MFA: RAISED,
  },
});
let sql: postgres.Sql;

beforeAll(() => {
  // As the auth service connects: only the auth schema's owner may change its rows.
  const url = new URL(stack.databaseUrl);
  url.username = AUTH_SERVICE_ROLE;
  sql = postgres(url.href, { max: 1, onnotice: () => undefined });
});

afterAll(async () => {
  await sql.end();
});

/** The code an authenticator shows for `secret`, `steps` 30-second steps from now. */
function codeFor(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** A code that is certainly wrong: the one of ten minutes ago. */
const staleCode = (secret: string) => codeFor(secret, -20);

async function signedIn(staff: { email: string; password: string }): Promise<SupabaseClient> {
  const client = clientFor(stack);
  const { error } = await client.auth.signInWithPassword(staff);
  expect(error).toBeNull();
  return client;
}

async function accessToken(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  return data.session!.access_token;
}

async function enrolTotp(client: SupabaseClient, friendlyName?: string) {
  const { data, error } = await client.auth.mfa.enroll({ factorType: "totp", friendlyName });
  expect(error).toBeNull();
  return data!;
}

/** A staff member with a verified TOTP factor, signed in at aal2 on `client`. */
async function enrolledStaff() {
  const staff = await createStaff(stack);
  const client = await signedIn(staff);
  const factor = await enrolTotp(client, "Phone");
  const code = codeFor(factor.totp.secret);
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
  expect(verified.error).toBeNull();
  return { staff, client, factorId: factor.id, secret: factor.totp.secret, code };
}

describe("mfa.enroll (POST /factors)", () => {
  it("answers GoTrue's TOTP enrolment: id, type, name, QR code, secret and otpauth URI", async () => {
    const staff = await createStaff(stack);
    const client = await signedIn(staff);
    const { data, error } = await client.auth.mfa.enroll({
      factorType: "totp",
      friendlyName: "Work phone",
    });
    expect(error).toBeNull();
    expect(data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: "totp",
      friendly_name: "Work phone",
      totp: { qr_code: expect.any(String), secret: expect.any(String), uri: expect.any(String) },
    });
    const { secret, uri, qr_code } = data!.totp;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const account = staff.email;
    expect(uri).toBe(
      `otpauth://totp/localhost:3000:${account}?algorithm=SHA1&digits=6&issuer=localhost:3000&period=30&secret=${secret}`,
    );
    // supabase-js wraps GoTrue's SVG markup in a data URI; a "#" would cut it short.
    expect(qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg [^]*<\/svg>$/);
    expect(qr_code).not.toContain("#");
  });

  it("uses the issuer given, escaped as GoTrue's URI is", async () => {
    const client = await signedIn(await createStaff(stack));
    const { data } = await client.auth.mfa.enroll({
      factorType: "totp",
      issuer: "Venture Holding",
    });
    expect(data!.totp.uri).toMatch(
      /^otpauth:\/\/totp\/Venture%20Holding:[^?]+\?algorithm=SHA1&digits=6&issuer=Venture%20Holding&period=30&secret=/,
    );
  });

  it("lists the new factor as unverified in the user's factors, and not among listFactors' totp", async () => {
    const client = await signedIn(await createStaff(stack));
    const factor = await enrolTotp(client, "Laptop");
    const { data: user } = await client.auth.getUser();
    expect(user.user!.factors).toEqual([
      {
        id: factor.id,
        created_at: expect.any(String),
        updated_at: expect.any(String),
        status: "unverified",
        friendly_name: "Laptop",
        factor_type: "totp",
        phone: "",
        last_challenged_at: null,
      },
    ]);
    const { data } = await client.auth.mfa.listFactors();
    expect(data!.all.map((f) => f.id)).toEqual([factor.id]);
    expect(data!.totp).toEqual([]);
  });

  it("refuses a second factor with the same name, and other factor types", async () => {
    const client = await signedIn(await createStaff(stack));
    await enrolTotp(client, "Phone");
    const again = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
    expect(again.error).toMatchObject({ status: 422, code: "mfa_factor_name_conflict" });
    const phone = await client.auth.mfa.enroll({ factorType: "phone", phone: "+15555550100" });
    expect(phone.error).toMatchObject({ status: 422, code: "mfa_phone_enroll_not_enabled" });
  });

  it("needs aal2 to add a factor once one is verified", async () => {
    const { staff } = await enrolledStaff();
    const client = await signedIn(staff);
    const { error } = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Other" });
    expect(error).toMatchObject({ status: 403, code: "insufficient_aal" });
  });

  it("stores the secret encrypted as GoTrue's database encryption, never in plain text", async () => {
    const client = await signedIn(await createStaff(stack));
    const factor = await enrolTotp(client);
    const [row] = await sql<{ secret: string }[]>`
      SELECT secret FROM auth.mfa_factors WHERE id = ${factor.id}`;
    expect(row!.secret).not.toContain(factor.totp.secret);
    const stored = JSON.parse(row!.secret) as Record<string, string>;
    expect(stored.alg).toBe("aes-gcm-hkdf");
    // Decrypted here as GoTrue would: HKDF-SHA256 of the key with the factor id, AES-256-GCM.
    const keys = JSON.parse(readFileSync(path.join(stack.dataDir, "secrets.json"), "utf8"));
    expect(stored.key_id).toBe(keys.dbEncryption.keyId);
    const key = hkdfSync(
      "sha256",
      Buffer.from(keys.dbEncryption.key, "base64url"),
      "",
      factor.id,
      32,
    );
    const data = Buffer.from(stored.data!, "base64");
    const decipher = createDecipheriv(
      "aes-256-gcm",
      Buffer.from(key),
      Buffer.from(stored.nonce!, "base64"),
    );
    decipher.setAuthTag(data.subarray(-16));
    const plain = Buffer.concat([decipher.update(data.subarray(0, -16)), decipher.final()]);
    expect(plain.toString("utf8")).toBe(factor.totp.secret);
  });
});

describe("mfa.challenge and mfa.verify", () => {
  it("answers a challenge with its id, type and expiry five minutes on", async () => {
    const client = await signedIn(await createStaff(stack));
    const factor = await enrolTotp(client);
    const { data, error } = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(error).toBeNull();
    expect(data).toEqual({ id: expect.any(String), type: "totp", expires_at: expect.any(Number) });
    expect(Math.abs(data!.expires_at - (Date.now() / 1000 + 300))).toBeLessThan(5);
  });

  it("refuses a wrong code with mfa_verification_failed, then verifies the factor at aal2", async () => {
    const staff = await createStaff(stack);
    const client = await signedIn(staff);
    const before = jwtPayload(await accessToken(client));
    expect(before).toMatchObject({ aal: "aal1", amr: [{ method: "password" }] });
    const factor = await enrolTotp(client);
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor.id });
    const wrong = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge!.id,
      code: staleCode(factor.totp.secret),
    });
    expect(wrong.error).toMatchObject({ status: 422, code: "mfa_verification_failed" });
    expect(wrong.error!.message).toBe("Invalid TOTP code entered");

    const aal1Refresh = (await client.auth.getSession()).data.session!.refresh_token;
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => events.push(event));
    const { data, error } = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge!.id,
      code: codeFor(factor.totp.secret),
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ token_type: "bearer", expires_in: expect.any(Number) });
    const claims = jwtPayload(data!.access_token);
    expect(claims.aal).toBe("aal2");
    expect(claims.session_id).toBe(before.session_id);
    expect(claims.amr).toEqual([
      { method: "totp", timestamp: expect.any(Number) },
      { method: "password", timestamp: (before.amr as { timestamp: number }[])[0]!.timestamp },
    ]);
    expect(data!.refresh_token).not.toBe(aal1Refresh);
    expect(events).toContain("MFA_CHALLENGE_VERIFIED");
    expect(data!.user.factors).toEqual([
      expect.objectContaining({ id: factor.id, status: "verified" }),
    ]);
    const { data: listed } = await client.auth.mfa.listFactors();
    expect(listed!.totp.map((f) => f.id)).toEqual([factor.id]);
  });

  it("accepts a code again with a new challenge while it is valid, as GoTrue does", async () => {
    const { staff, factorId, secret, code } = await enrolledStaff();
    const client = await signedIn(staff);
    const replay = await client.auth.mfa.challengeAndVerify({ factorId, code });
    expect(replay.error).toBeNull();
    const next = await client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret, 1) });
    expect(next.error).toBeNull();
    expect(jwtPayload(next.data!.access_token).aal).toBe("aal2");
  });

  it("refuses a challenge that has run out (and then forgets it) or was already used", async () => {
    const staff = await createStaff(stack);
    const client = await signedIn(staff);
    const factor = await enrolTotp(client);
    const { data: old } = await client.auth.mfa.challenge({ factorId: factor.id });
    await sql`UPDATE auth.mfa_challenges SET created_at = now() - interval '301 seconds'
              WHERE id = ${old!.id}`;
    const attempt = () =>
      client.auth.mfa.verify({
        factorId: factor.id,
        challengeId: old!.id,
        code: codeFor(factor.totp.secret),
      });
    expect((await attempt()).error).toMatchObject({ status: 422, code: "mfa_challenge_expired" });
    expect((await attempt()).error).toMatchObject({ status: 422, code: "mfa_factor_not_found" });

    const { data: fresh } = await client.auth.mfa.challenge({ factorId: factor.id });
    const verify = (code: string) =>
      client.auth.mfa.verify({ factorId: factor.id, challengeId: fresh!.id, code });
    expect((await verify(codeFor(factor.totp.secret))).error).toBeNull();
    expect((await verify(codeFor(factor.totp.secret, 1))).error).toMatchObject({
      status: 422,
      code: "mfa_ip_address_mismatch",
    });
  });

  it("answers GoTrue's errors for a missing code, an unknown factor and a malformed id", async () => {
    const client = await signedIn(await createStaff(stack));
    const factor = await enrolTotp(client);
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor.id });
    const empty = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge!.id,
      code: "",
    });
    expect(empty.error).toMatchObject({ status: 400, code: "validation_failed" });
    const unknown = await client.auth.mfa.challenge({ factorId: crypto.randomUUID() });
    expect(unknown.error).toMatchObject({ status: 404, code: "mfa_factor_not_found" });
    const malformed = await client.auth.mfa.challenge({ factorId: "not-a-uuid" });
    expect(malformed.error).toMatchObject({ status: 404, code: "validation_failed" });
  });

  it("keeps aal2 through a refresh, and ends the user's other aal1 sessions", async () => {
    const staff = await createStaff(stack);
    const other = await signedIn(staff);
    const otherToken = await accessToken(other);
    const client = await signedIn(staff);
    const factor = await enrolTotp(client);
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: codeFor(factor.totp.secret),
    });
    expect(verified.error).toBeNull();
    const { data: refreshed, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(jwtPayload(refreshed.session!.access_token)).toMatchObject({
      aal: "aal2",
      amr: [{ method: "totp" }, { method: "password" }],
    });
    const gone = await clientFor(stack).auth.getUser(otherToken);
    expect(isAuthSessionMissingError(gone.error)).toBe(true);
  });
});

describe("mfa.getAuthenticatorAssuranceLevel", () => {
  it("reads the level and methods from the token and the next level from the factors", async () => {
    const staff = await createStaff(stack);
    const client = await signedIn(staff);
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toEqual({
      currentLevel: "aal1",
      nextLevel: "aal1",
      currentAuthenticationMethods: [{ method: "password", timestamp: expect.any(Number) }],
    });
    const factor = await enrolTotp(client);
    await client.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: codeFor(factor.totp.secret),
    });
    const raised = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(raised.data).toMatchObject({ currentLevel: "aal2", nextLevel: "aal2" });

    const again = await signedIn(staff);
    const token = await accessToken(again);
    expect((await again.auth.mfa.getAuthenticatorAssuranceLevel(token)).data).toMatchObject({
      currentLevel: "aal1",
      nextLevel: "aal2",
      currentAuthenticationMethods: [{ method: "password" }],
    });
  });
});

describe("mfa.unenroll (DELETE /factors/:id)", () => {
  it("needs aal2 for a verified factor, then takes the session back to aal1", async () => {
    const { staff, client, factorId } = await enrolledStaff();
    const low = await signedIn(staff);
    const refused = await low.auth.mfa.unenroll({ factorId });
    expect(refused.error).toMatchObject({ status: 422, code: "insufficient_aal" });

    const { data, error } = await client.auth.mfa.unenroll({ factorId });
    expect(error).toBeNull();
    expect(data).toEqual({ id: factorId });
    const { data: refreshed } = await client.auth.refreshSession();
    expect(jwtPayload(refreshed.session!.access_token)).toMatchObject({
      aal: "aal1",
      amr: [{ method: "password" }],
    });
    expect(refreshed.user!.factors).toBeUndefined();
  });

  it("removes an unverified factor at aal1", async () => {
    const client = await signedIn(await createStaff(stack));
    const factor = await enrolTotp(client);
    expect((await client.auth.mfa.unenroll({ factorId: factor.id })).error).toBeNull();
    expect((await client.auth.mfa.listFactors()).data!.all).toEqual([]);
  });
});

describe("auth.admin.mfa", () => {
  it("lists a user's factors and deletes one, taking its sessions back to aal1", async () => {
    const { staff, client, factorId } = await enrolledStaff();
    const admin = adminFor(stack).auth.admin;
    const { data, error } = await admin.mfa.listFactors({ userId: (await userId(client))! });
    expect(error).toBeNull();
    expect(data!.factors).toEqual([
      expect.objectContaining({ id: factorId, status: "verified", factor_type: "totp" }),
    ]);

    const id = (await userId(client))!;
    const deleted = await admin.mfa.deleteFactor({ userId: id, id: factorId });
    expect(deleted.error).toBeNull();
    expect((await admin.mfa.listFactors({ userId: id })).data!.factors).toEqual([]);
    const { data: refreshed } = await client.auth.refreshSession();
    expect(jwtPayload(refreshed.session!.access_token).aal).toBe("aal1");
    const aal = await (await signedIn(staff)).auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal1" });

    const again = await admin.mfa.deleteFactor({ userId: id, id: factorId });
    expect(again.error).toMatchObject({ status: 404, code: "mfa_factor_not_found" });
  });

  it("needs the secret key", async () => {
    const { client } = await enrolledStaff();
    const { error } = await clientFor(stack).auth.admin.mfa.listFactors({
      userId: (await userId(client))!,
    });
    expect(error).toMatchObject({ status: 403, code: "not_admin" });
  });
});

async function userId(client: SupabaseClient): Promise<string | undefined> {
  return (await client.auth.getUser()).data.user?.id;
}

describe("updateUser({ password })", () => {
  it("needs aal2, then ends the user's other sessions but keeps this one", async () => {
    const { staff, client } = await enrolledStaff();
    const low = await signedIn(staff);
    const refused = await low.auth.updateUser({ password: "a-new-password-1" });
    expect(refused.error).toMatchObject({ status: 401, code: "insufficient_aal" });

    const other = await signedIn(staff);
    const otherToken = await accessToken(other);
    const { error } = await client.auth.updateUser({
      password: "a-new-password-1",
      nonce: "ignored-by-default",
    });
    expect(error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    const gone = await clientFor(stack).auth.getUser(otherToken);
    expect(isAuthSessionMissingError(gone.error)).toBe(true);
    const same = await client.auth.updateUser({ password: "a-new-password-1" });
    expect(same.error).toMatchObject({ status: 422, code: "same_password" });
  });

  it("spends the links still pending, as a reset link sent before the change", async () => {
    const staff = await createStaff(stack);
    const client = await signedIn(staff);
    const since = Date.now();
    expect((await clientFor(stack).auth.resetPasswordForEmail(staff.email)).error).toBeNull();
    const link = linkIn(await waitForMail(stack.inboxUrl, staff.email, since));
    expect((await client.auth.updateUser({ password: "changed-meanwhile-1" })).error).toBeNull();
    const late = await clientFor(stack).auth.verifyOtp({
      token_hash: link.searchParams.get("token")!,
      type: "recovery",
    });
    expect(late.error).toMatchObject({ status: 403, code: "otp_expired" });
  });

  it("lets metadata change at aal1", async () => {
    const { staff } = await enrolledStaff();
    const low = await signedIn(staff);
    const { data, error } = await low.auth.updateUser({ data: { theme: "green" } });
    expect(error).toBeNull();
    expect(data.user!.user_metadata).toMatchObject({ theme: "green" });
  });
});

describe("resetPasswordForEmail, for a user with a factor", () => {
  it("mails the reset link; its session is aal1 and must pass the second step before a new password", async () => {
    const { staff, factorId, secret } = await enrolledStaff();
    const since = Date.now();
    const { data, error } = await clientFor(stack).auth.resetPasswordForEmail(staff.email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    const mail = await waitForMail(stack.inboxUrl, staff.email, since);
    expect(mail.subject).toBe("Reset Your Password");
    const link = linkIn(mail);
    expect(link.searchParams.get("type")).toBe("recovery");

    const client = clientFor(stack);
    const verified = await client.auth.verifyOtp({
      token_hash: link.searchParams.get("token")!,
      type: "recovery",
    });
    expect(verified.error).toBeNull();
    expect(jwtPayload(verified.data.session!.access_token)).toMatchObject({ aal: "aal1" });
    const early = await client.auth.updateUser({ password: "after-the-reset-1" });
    expect(early.error).toMatchObject({ status: 401, code: "insufficient_aal" });
    const raised = await client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret, 1) });
    expect(raised.error).toBeNull();
    expect((await client.auth.updateUser({ password: "after-the-reset-1" })).error).toBeNull();
  });
});
