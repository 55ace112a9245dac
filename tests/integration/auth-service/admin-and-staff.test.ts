import {
  adminFor,
  clientFor,
  createStaff,
  uniqueEmail,
  expectPasswordChanged,
} from "../helpers/clients";
import { runStaffCli, stackForFile } from "../helpers/stack-process";

const stack = stackForFile();

describe("admin API with the secret key", () => {
  it("creates a user (200, bare user, e-mail identity, metadata kept)", async () => {
    const email = uniqueEmail("created");
    const { data, error } = await adminFor(stack).auth.admin.createUser({
      email,
      password: "a-good-password",
      email_confirm: true,
      user_metadata: { name: "Ada" },
      app_metadata: { team: "ops" },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      role: "authenticated",
      aud: "authenticated",
      user_metadata: { name: "Ada", email_verified: true },
      app_metadata: { provider: "email", providers: ["email"], team: "ops" },
    });
    expect(data.user!.identities).toHaveLength(1);
    const signIn = await clientFor(stack).auth.signInWithPassword({
      email,
      password: "a-good-password",
    });
    expect(signIn.error).toBeNull();
  });

  it("refuses duplicates, bad addresses and weak or overlong passwords", async () => {
    const admin = adminFor(stack).auth.admin;
    const duplicate = await admin.createUser({
      email: stack.demoStaff.email,
      password: "long-enough-1",
    });
    expect(duplicate.error).toMatchObject({ status: 422, code: "email_exists" });
    const bad = await admin.createUser({ email: "not-an-email", password: "long-enough-1" });
    expect(bad.error).toMatchObject({ status: 400, code: "validation_failed" });
    expect(bad.error!.message).toBe("Unable to validate email address: invalid format");
    const weak = await admin.createUser({ email: uniqueEmail(), password: "short" });
    expect(weak.error).toMatchObject({ status: 422, code: "weak_password" });
    expect(weak.error!.name).toBe("AuthWeakPasswordError");
    const long = await admin.createUser({ email: uniqueEmail(), password: "x".repeat(73) });
    expect(long.error).toMatchObject({ status: 400, code: "validation_failed" });
  });

  it("lists and gets users", async () => {
    const staff = await createStaff(stack);
    const { data, error } = await adminFor(stack).auth.admin.listUsers({ page: 1, perPage: 500 });
    expect(error).toBeNull();
    expect(data.users.map((user) => user.email)).toEqual(
      expect.arrayContaining([stack.demoStaff.email, staff.email]),
    );
    const one = await adminFor(stack).auth.admin.getUserById(staff.id);
    expect(one.data.user!.email).toBe(staff.email);
    const missing = await adminFor(stack).auth.admin.getUserById(crypto.randomUUID());
    expect(missing.error).toMatchObject({ status: 404, code: "user_not_found" });
  });

  it("updates a password", async () => {
    const staff = await createStaff(stack);
    const { error } = await adminFor(stack).auth.admin.updateUserById(staff.id, {
      password: "the-new-password",
    });
    expect(error).toBeNull();
    await expectPasswordChanged(stack, staff, "the-new-password");
  });

  it("bans and unbans: a banned user's token and refresh are refused", async () => {
    const staff = await createStaff(stack);
    const { data: signIn } = await clientFor(stack).auth.signInWithPassword(staff);
    const banned = await adminFor(stack).auth.admin.updateUserById(staff.id, {
      ban_duration: "1h",
    });
    expect(banned.data.user!.banned_until).toBeTruthy();
    const user = await clientFor(stack).auth.getUser(signIn.session!.access_token);
    expect(user.error).toMatchObject({ status: 403, code: "user_banned" });
    const refresh = await clientFor(stack).auth.refreshSession({
      refresh_token: signIn.session!.refresh_token,
    });
    expect(refresh.error).toMatchObject({ status: 400, code: "user_banned" });
    await adminFor(stack).auth.admin.updateUserById(staff.id, { ban_duration: "none" });
    expect((await clientFor(stack).auth.signInWithPassword(staff)).error).toBeNull();
  });

  it("deletes a user: sign-in and its tokens stop working", async () => {
    const staff = await createStaff(stack);
    const { data: signIn } = await clientFor(stack).auth.signInWithPassword(staff);
    const { error } = await adminFor(stack).auth.admin.deleteUser(staff.id);
    expect(error).toBeNull();
    expect((await clientFor(stack).auth.signInWithPassword(staff)).error).toMatchObject({
      code: "invalid_credentials",
    });
    const user = await clientFor(stack).auth.getUser(signIn.session!.access_token);
    expect(user.error).toMatchObject({ status: 403, code: "user_not_found" });
  });

  it("answers not_admin to the publishable key and to a user's token", async () => {
    const publishable = await clientFor(stack).auth.admin.listUsers();
    expect(publishable.error).toMatchObject({ status: 403, code: "not_admin" });
    const { data } = await clientFor(stack).auth.signInWithPassword(stack.demoStaff);
    const response = await fetch(`${stack.url}/auth/v1/admin/users`, {
      headers: {
        apikey: stack.secretKey,
        Authorization: `Bearer ${data.session!.access_token}`,
        "X-Supabase-Api-Version": "2024-01-01",
      },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "not_admin" });
  });

  it("keeps POST /signup off by default (signup_disabled)", async () => {
    const { error } = await clientFor(stack).auth.signUp({
      email: uniqueEmail(),
      password: "long-enough-1",
    });
    expect(error).toMatchObject({ status: 422, code: "signup_disabled" });
  });

  it("answers the gateway's 401 without or with a wrong apikey", async () => {
    const missing = await fetch(`${stack.url}/auth/v1/user`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: "No API key found in request" });
    const wrong = await fetch(`${stack.url}/auth/v1/settings`, {
      headers: { apikey: "sb_publishable_nope" },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: "Invalid API key" });
    const settings = await fetch(`${stack.url}/auth/v1/settings`, {
      headers: { apikey: stack.publishableKey },
    });
    expect(await settings.json()).toMatchObject({
      disable_signup: true,
      external: { email: true },
    });
  });
});

describe("the staff command", () => {
  const staff = (...args: string[]) => runStaffCli(stack, ...args);

  it("adds, lists, changes the password of and removes staff through keys.json", async () => {
    const email = uniqueEmail("cli");
    const added = await staff("add", email);
    const password = /password: (\S+)/.exec(added.stdout)?.[1];
    expect(password).toBeTruthy();
    expect(
      (await clientFor(stack).auth.signInWithPassword({ email, password: password! })).error,
    ).toBeNull();

    expect((await staff("list")).stdout).toContain(email);

    await staff("password", email, "--password", "set-by-the-cli");
    const renewed = await clientFor(stack).auth.signInWithPassword({
      email,
      password: "set-by-the-cli",
    });
    expect(renewed.error).toBeNull();

    expect((await staff("remove", email)).stdout).toContain(`Removed ${email}`);
    const { data } = await adminFor(stack).auth.admin.listUsers({ perPage: 500 });
    expect(data.users.map((user) => user.email)).not.toContain(email);
  });

  it("fails with a message for an unknown account", async () => {
    await expect(staff("remove", uniqueEmail("ghost"))).rejects.toMatchObject({
      stderr: expect.stringContaining("No account for"),
    });
  });
});
