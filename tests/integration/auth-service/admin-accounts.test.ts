import { isAuthSessionMissingError } from "@supabase/supabase-js";
import { adminFor, clientFor, createStaff, jwtPayload, uniqueEmail } from "../helpers/clients";
import { stackForFile } from "../helpers/stack-process";

// The admin calls the account tools make, answered as GoTrue answers them.
const stack = stackForFile();

const admin = () => adminFor(stack).auth.admin;

/** A raw admin request with the secret key, as the API gateway would pass it. */
function adminFetch(path: string, init: RequestInit = {}) {
  return fetch(`${stack.url}/auth/v1${path}`, {
    ...init,
    headers: {
      apikey: stack.secretKey,
      Authorization: `Bearer ${stack.secretKey}`,
      "X-Supabase-Api-Version": "2024-01-01",
      ...init.headers,
    },
  });
}

async function signedIn(staff: { email: string; password: string }) {
  const { data, error } = await clientFor(stack).auth.signInWithPassword(staff);
  expect(error).toBeNull();
  return data.session!;
}

describe("listUsers", () => {
  it("answers every field of GoTrue's user, invited_at included once set", async () => {
    const email = uniqueEmail("invited");
    const link = await admin().generateLink({ type: "invite", email });
    expect(link.error).toBeNull();
    const staff = await createStaff(stack);
    await signedIn(staff);
    await admin().updateUserById(staff.id, { ban_duration: "1h" });

    const { data, error } = await admin().listUsers({ page: 1, perPage: 500 });
    expect(error).toBeNull();
    expect(data).toMatchObject({ aud: "authenticated" });
    const invited = data.users.find((user) => user.email === email)!;
    expect(Object.keys(invited)).toEqual([
      "id",
      "aud",
      "role",
      "email",
      "invited_at",
      "phone",
      "confirmation_sent_at",
      "app_metadata",
      "user_metadata",
      "identities",
      "created_at",
      "updated_at",
      "is_anonymous",
    ]);
    expect(Date.parse(invited.invited_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(invited.email_confirmed_at).toBeUndefined();

    const listed = data.users.find((user) => user.id === staff.id)!;
    expect(Object.keys(listed)).toEqual([
      "id",
      "aud",
      "role",
      "email",
      "email_confirmed_at",
      "phone",
      "confirmed_at",
      "last_sign_in_at",
      "app_metadata",
      "user_metadata",
      "identities",
      "created_at",
      "updated_at",
      "banned_until",
      "is_anonymous",
    ]);
    expect(listed).toMatchObject({
      aud: "authenticated",
      role: "authenticated",
      app_metadata: { provider: "email", providers: ["email"] },
      last_sign_in_at: expect.any(String),
      banned_until: expect.any(String),
    });
  });

  it("pages as supabase-js reads GoTrue's Link and X-Total-Count headers", async () => {
    for (let index = 0; index < 3; index += 1) await createStaff(stack);
    const everyone = await admin().listUsers({ page: 1, perPage: 1000 });
    const total = everyone.data.users.length;
    const perPage = Math.ceil(total / 3);
    const lastPage = Math.ceil(total / perPage);

    const first = await admin().listUsers({ page: 1, perPage });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ nextPage: 2, lastPage, total });
    expect(first.data.users).toHaveLength(perPage);
    expect(first.data.users.map((user) => user.id)).toEqual(
      everyone.data.users.slice(0, perPage).map((user) => user.id),
    );
    const last = await admin().listUsers({ page: lastPage, perPage });
    expect(last.data).toMatchObject({ nextPage: null, lastPage, total });
    expect(last.data.users.at(-1)!.id).toBe(everyone.data.users.at(-1)!.id);

    const response = await adminFetch(`/admin/users?per_page=${perPage}&page=1`);
    expect(response.headers.get("x-total-count")).toBe(String(total));
    expect(response.headers.get("link")).toBe(
      `</admin/users?page=2&per_page=${perPage}>; rel="next", ` +
        `</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`,
    );
  });

  it("refuses pagination that is not a positive number", async () => {
    const response = await adminFetch("/admin/users?page=-1");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "validation_failed" });
  });
});

describe("updateUserById", () => {
  it("merges app_metadata key by key; a null removes a key", async () => {
    const staff = await createStaff(stack);
    const first = await admin().updateUserById(staff.id, {
      app_metadata: { role: "editor", team: "site" },
    });
    expect(first.error).toBeNull();
    expect(first.data.user!.app_metadata).toEqual({
      provider: "email",
      providers: ["email"],
      role: "editor",
      team: "site",
    });
    const second = await admin().updateUserById(staff.id, {
      app_metadata: { role: "admin", team: null },
    });
    expect(second.data.user!.app_metadata).toEqual({
      provider: "email",
      providers: ["email"],
      role: "admin",
    });
    const session = await signedIn(staff);
    expect(jwtPayload(session.access_token).app_metadata).toMatchObject({ role: "admin" });
  });

  it("leaves a confirmed address confirmed on email_confirm: false, as GoTrue does", async () => {
    const staff = await createStaff(stack);
    const { data } = await admin().updateUserById(staff.id, { email_confirm: false });
    expect(data.user!.email_confirmed_at).toEqual(expect.any(String));
    await signedIn(staff);
  });

  it("ends every session and spends every link on a new password, as GoTrue's UpdatePassword does", async () => {
    const staff = await createStaff(stack);
    const session = await signedIn(staff);
    const link = await admin().generateLink({ type: "recovery", email: staff.email });
    expect(link.error).toBeNull();

    const changed = await admin().updateUserById(staff.id, { password: "a-new-secret-phrase" });
    expect(changed.error).toBeNull();
    expect(changed.data.user).not.toHaveProperty("recovery_sent_at");

    const refresh = await clientFor(stack).auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(refresh.error).toMatchObject({ status: 400, code: "refresh_token_not_found" });
    const user = await clientFor(stack).auth.getUser(session.access_token);
    expect(isAuthSessionMissingError(user.error)).toBe(true);
    const verified = await clientFor(stack).auth.verifyOtp({
      type: "recovery",
      token_hash: link.data.properties!.hashed_token,
    });
    expect(verified.error).toMatchObject({ status: 403, code: "otp_expired" });
    await signedIn({ ...staff, password: "a-new-secret-phrase" });
  });

  it("keeps sessions and links on an update without a password", async () => {
    const staff = await createStaff(stack);
    const session = await signedIn(staff);
    await admin().updateUserById(staff.id, { app_metadata: { role: "editor" } });
    const refresh = await clientFor(stack).auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(refresh.error).toBeNull();
  });

  it("answers 404 user_not_found for an unknown id and validation_failed for a malformed one", async () => {
    const unknown = await admin().updateUserById(crypto.randomUUID(), { app_metadata: {} });
    expect(unknown.error).toMatchObject({ status: 404, code: "user_not_found" });
    const malformed = await adminFetch("/admin/users/not-a-uuid", {
      method: "PUT",
      body: JSON.stringify({ ban_duration: "1h" }),
    });
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toEqual({
      code: "validation_failed",
      message: "user_id must be an UUID",
    });
  });
});

describe("a ban (ban_duration)", () => {
  it("refuses every way in while it lasts, and 'none' lets the person back", async () => {
    const staff = await createStaff(stack);
    const session = await signedIn(staff);
    const before = Date.now();
    const banned = await admin().updateUserById(staff.id, { ban_duration: "876000h" });
    expect(banned.error).toBeNull();
    const until = Date.parse(banned.data.user!.banned_until!);
    expect(until - before).toBeGreaterThanOrEqual(876_000 * 3_600_000 - 60_000);

    const signIn = await clientFor(stack).auth.signInWithPassword(staff);
    expect(signIn.error).toMatchObject({ status: 400, code: "user_banned" });
    // GoTrue tells a ban before it checks the password.
    const wrong = await clientFor(stack).auth.signInWithPassword({
      email: staff.email,
      password: "not-the-password",
    });
    expect(wrong.error).toMatchObject({ status: 400, code: "user_banned" });
    const refresh = await clientFor(stack).auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(refresh.error).toMatchObject({ status: 400, code: "user_banned" });
    expect(refresh.error!.message).toBe("Invalid Refresh Token: User Banned");
    const user = await clientFor(stack).auth.getUser(session.access_token);
    expect(user.error).toMatchObject({ status: 403, code: "user_banned" });

    const link = await admin().generateLink({ type: "magiclink", email: staff.email });
    const verified = await clientFor(stack).auth.verifyOtp({
      type: "magiclink",
      token_hash: link.data.properties!.hashed_token,
    });
    expect(verified.error).toMatchObject({ status: 403, code: "user_banned" });
    const withCode = await clientFor(stack).auth.verifyOtp({
      type: "magiclink",
      email: staff.email,
      token: "000000",
    });
    expect(withCode.error).toMatchObject({ status: 403, code: "user_banned" });
    const followed = await fetch(link.data.properties!.action_link, { redirect: "manual" });
    expect(followed.status).toBe(303);
    const landing = new URLSearchParams(new URL(followed.headers.get("location")!).hash.slice(1));
    expect(landing.get("error_code")).toBe("user_banned");

    const lifted = await admin().updateUserById(staff.id, { ban_duration: "none" });
    expect(lifted.data.user).not.toHaveProperty("banned_until");
    await signedIn(staff);
  });

  it("revokes no session: GoTrue's ban leaves them, so a lifted ban lets old tokens work again", async () => {
    const staff = await createStaff(stack);
    const session = await signedIn(staff);
    await admin().updateUserById(staff.id, { ban_duration: "1h" });
    expect((await clientFor(stack).auth.getUser(session.access_token)).error).toMatchObject({
      code: "user_banned",
    });
    await admin().updateUserById(staff.id, { ban_duration: "none" });
    expect((await clientFor(stack).auth.getUser(session.access_token)).error).toBeNull();
    const refresh = await clientFor(stack).auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(refresh.error).toBeNull();
  });

  it("answers a malformed duration with Go's parse error and changes nothing", async () => {
    const staff = await createStaff(stack);
    const cases = [
      ["forever", 'time: invalid duration "forever"'],
      ["10", 'time: missing unit in duration "10"'],
      ["3d", 'time: unknown unit "d" in duration "3d"'],
      ["1h30", 'time: missing unit in duration "1h30"'],
      ["9999999999h", 'time: invalid duration "9999999999h"'],
    ];
    for (const [duration, reason] of cases) {
      const { error } = await admin().updateUserById(staff.id, {
        ban_duration: duration,
        app_metadata: { role: "admin" },
      });
      expect(error).toMatchObject({ status: 400, code: "validation_failed" });
      expect(error!.message).toBe(`invalid format for ban duration: ${reason}`);
    }
    const { data } = await admin().getUserById(staff.id);
    expect(data.user).not.toHaveProperty("banned_until");
    expect(data.user!.app_metadata).not.toHaveProperty("role");
  });

  it("keeps a negative duration as a ban that has already run out", async () => {
    const staff = await createStaff(stack);
    const { data, error } = await admin().updateUserById(staff.id, { ban_duration: "-1.5h" });
    expect(error).toBeNull();
    expect(Date.parse(data.user!.banned_until!)).toBeLessThan(Date.now() - 3_600_000);
    await signedIn(staff);
  });
});

describe("deleteUser", () => {
  it("deletes: the account, its sign-in and its sessions are gone", async () => {
    const staff = await createStaff(stack);
    const session = await signedIn(staff);
    const { data, error } = await admin().deleteUser(staff.id);
    expect(error).toBeNull();
    expect(data.user!.email).toBe(staff.email);
    const gone = await admin().getUserById(staff.id);
    expect(gone.error).toMatchObject({ status: 404, code: "user_not_found" });
    const refresh = await clientFor(stack).auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(refresh.error).toMatchObject({ status: 400, code: "refresh_token_not_found" });
  });

  it("answers 404 user_not_found for an unknown id and validation_failed for a malformed one", async () => {
    const unknown = await admin().deleteUser(crypto.randomUUID());
    expect(unknown.error).toMatchObject({ status: 404, code: "user_not_found" });
    const raw = await adminFetch(`/admin/users/${crypto.randomUUID()}`, { method: "DELETE" });
    expect(raw.status).toBe(404);
    expect(await raw.json()).toEqual({ code: "user_not_found", message: "User not found" });
    const malformed = await adminFetch("/admin/users/12345", { method: "DELETE" });
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toMatchObject({ code: "validation_failed" });
  });

  it("soft-deletes as GoTrue does: the row stays, scrambled, and the address is free", async () => {
    const staff = await createStaff(stack);
    await admin().updateUserById(staff.id, {
      app_metadata: { role: "editor" },
      user_metadata: { name: "Ada" },
    });
    const session = await signedIn(staff);
    const { error } = await admin().deleteUser(staff.id, true);
    expect(error).toBeNull();

    const { data } = await admin().getUserById(staff.id);
    const user = data.user!;
    expect(user.deleted_at).toEqual(expect.any(String));
    expect(user.email).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user.phone).toHaveLength(15);
    expect(user.app_metadata).toEqual({});
    expect(user.user_metadata).toEqual({});
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]).not.toHaveProperty("identity_data");
    expect(user.identities![0]!.id).not.toBe(staff.id);

    const signIn = await clientFor(stack).auth.signInWithPassword(staff);
    expect(signIn.error).toMatchObject({ code: "invalid_credentials" });
    const token = await fetch(`${stack.url}/auth/v1/user`, {
      headers: {
        apikey: stack.publishableKey,
        Authorization: `Bearer ${session.access_token}`,
        "X-Supabase-Api-Version": "2024-01-01",
      },
    });
    expect(token.status).toBe(403);
    expect(await token.json()).toMatchObject({ code: "session_not_found" });

    const again = await admin().deleteUser(staff.id, true);
    expect(again.error).toBeNull();
    expect((await admin().getUserById(staff.id)).data.user!.deleted_at).toBe(user.deleted_at);
    const reused = await admin().createUser({ email: staff.email, password: "a-new-password" });
    expect(reused.error).toBeNull();
  });

  it("refuses a body that is not JSON and deletes nothing", async () => {
    const staff = await createStaff(stack);
    const response = await adminFetch(`/admin/users/${staff.id}`, {
      method: "DELETE",
      body: "should_soft_delete",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "bad_json" });
    expect((await admin().getUserById(staff.id)).error).toBeNull();
  });
});
