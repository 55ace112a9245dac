import { adminFor, clientFor, createStaff, jwtPayload, uniqueEmail } from "../helpers/clients";
import { mailsTo } from "../helpers/mail";
import { stackForFile } from "../helpers/stack-process";

// auth.admin.generateLink as GoTrue answers it: the link, its code and hash, and the user.
const stack = stackForFile();

const admin = () => adminFor(stack).auth.admin;
const SITE = "http://localhost:3000";

async function follow(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: "manual" });
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location")!);
}

describe("generateLink", () => {
  it("makes a magic link for an account: GoTrue's shape, no e-mail, a hash that verifies once", async () => {
    const staff = await createStaff(stack);
    const since = Date.now();
    const { data, error } = await admin().generateLink({ type: "magiclink", email: staff.email });
    expect(error).toBeNull();
    const { properties, user } = data;
    expect(Object.keys(properties!).sort()).toEqual(
      ["action_link", "email_otp", "hashed_token", "redirect_to", "verification_type"].sort(),
    );
    expect(properties).toMatchObject({
      email_otp: expect.stringMatching(/^[0-9]{6}$/),
      hashed_token: expect.stringMatching(/^[0-9a-f]{56}$/),
      redirect_to: SITE,
      verification_type: "magiclink",
    });
    expect(properties!.action_link).toBe(
      `${stack.url}/auth/v1/verify?token=${properties!.hashed_token}&type=magiclink&redirect_to=${SITE}`,
    );
    expect(user).toMatchObject({ id: staff.id, email: staff.email, aud: "authenticated" });
    expect(Date.parse(user!.recovery_sent_at!)).toBeGreaterThanOrEqual(since - 1000);
    expect(user!.identities).toHaveLength(1);

    const verified = await clientFor(stack).auth.verifyOtp({
      type: "magiclink",
      token_hash: properties!.hashed_token,
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user!.id).toBe(staff.id);
    expect(jwtPayload(verified.data.session!.access_token).amr).toEqual([
      { method: "otp", timestamp: expect.any(Number) },
    ]);
    const again = await clientFor(stack).auth.verifyOtp({
      type: "magiclink",
      token_hash: properties!.hashed_token,
    });
    expect(again.error).toMatchObject({ status: 403, code: "otp_expired" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(stack.inboxUrl, staff.email)).toHaveLength(0);
  });

  it("opens through the action link (GET /verify) and the e-mailed code too", async () => {
    const staff = await createStaff(stack);
    const target = `${SITE}/auth/callback`;
    const link = await admin().generateLink({
      type: "magiclink",
      email: staff.email,
      options: { redirectTo: target },
    });
    expect(link.data.properties!.redirect_to).toBe(target);
    const landing = await follow(link.data.properties!.action_link);
    expect(landing.origin + landing.pathname).toBe(target);
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get("access_token")).toBeTruthy();
    expect(fragment.get("type")).toBe("magiclink");

    const byCode = await admin().generateLink({ type: "recovery", email: staff.email });
    const verified = await clientFor(stack).auth.verifyOtp({
      type: "recovery",
      email: staff.email,
      token: byCode.data.properties!.email_otp,
    });
    expect(verified.error).toBeNull();
  });

  it("makes a recovery link for an account, and refuses an unknown address", async () => {
    const staff = await createStaff(stack);
    const { data, error } = await admin().generateLink({ type: "recovery", email: staff.email });
    expect(error).toBeNull();
    expect(data.properties!.verification_type).toBe("recovery");
    expect(data.properties!.action_link).toContain("&type=recovery&");
    // A recovery token is not a confirmation token: the wrong type finds nothing.
    const wrongType = await clientFor(stack).auth.verifyOtp({
      type: "invite",
      token_hash: data.properties!.hashed_token,
    });
    expect(wrongType.error).toMatchObject({ status: 403, code: "otp_expired" });
    const verified = await clientFor(stack).auth.verifyOtp({
      type: "recovery",
      token_hash: data.properties!.hashed_token,
    });
    expect(verified.error).toBeNull();

    const unknown = await admin().generateLink({ type: "recovery", email: uniqueEmail("nobody") });
    expect(unknown.error).toMatchObject({ status: 404, code: "user_not_found" });
    expect(unknown.error!.message).toBe("User with this email not found");
  });

  it("invites a new address: the account is made, unconfirmed, and the link confirms it", async () => {
    const email = uniqueEmail("invitee");
    const { data, error } = await admin().generateLink({
      type: "invite",
      email,
      options: { data: { invited_by: "ada" } },
    });
    expect(error).toBeNull();
    expect(data.properties!.verification_type).toBe("invite");
    const user = data.user!;
    expect(user).toMatchObject({
      email,
      role: "authenticated",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { invited_by: "ada" },
      invited_at: expect.any(String),
      confirmation_sent_at: expect.any(String),
    });
    expect(user.email_confirmed_at).toBeUndefined();
    expect(user.identities).toHaveLength(1);

    const verified = await clientFor(stack).auth.verifyOtp({
      type: "invite",
      token_hash: data.properties!.hashed_token,
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({
      id: user.id,
      email_confirmed_at: expect.any(String),
      invited_at: user.invited_at,
      user_metadata: { invited_by: "ada", email_verified: true },
    });
    const again = await admin().generateLink({ type: "invite", email });
    expect(again.error).toMatchObject({ status: 422, code: "email_exists" });
  });

  it("re-invites a pending address: the newer link replaces the older", async () => {
    const email = uniqueEmail("reinvited");
    const first = await admin().generateLink({ type: "invite", email });
    const second = await admin().generateLink({ type: "invite", email });
    expect(second.error).toBeNull();
    expect(second.data.user!.id).toBe(first.data.user!.id);
    const old = await clientFor(stack).auth.verifyOtp({
      type: "invite",
      token_hash: first.data.properties!.hashed_token,
    });
    expect(old.error).toMatchObject({ status: 403, code: "otp_expired" });
    const landing = await follow(second.data.properties!.action_link);
    expect(new URLSearchParams(landing.hash.slice(1)).get("type")).toBe("invite");
  });

  it("refuses an invite for a confirmed account with email_exists", async () => {
    const staff = await createStaff(stack);
    const { error } = await admin().generateLink({ type: "invite", email: staff.email });
    expect(error).toMatchObject({ status: 422, code: "email_exists" });
    expect(error!.message).toBe("A user with this email address has already been registered");
  });

  it("answers a magic link for an unknown address with a sign-up link for a new account", async () => {
    const email = uniqueEmail("newcomer");
    const { data, error } = await admin().generateLink({ type: "magiclink", email });
    expect(error).toBeNull();
    expect(data.properties!.verification_type).toBe("signup");
    expect(data.properties!.action_link).toContain("&type=signup&");
    expect(data.user).toMatchObject({ email, confirmation_sent_at: expect.any(String) });
    expect(data.user!.email_confirmed_at).toBeUndefined();
    const verified = await clientFor(stack).auth.verifyOtp({
      type: "signup",
      token_hash: data.properties!.hashed_token,
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user!.email_confirmed_at).toEqual(expect.any(String));
  });

  it("makes a sign-up link with a password, which works once the link is followed", async () => {
    const email = uniqueEmail("signup");
    const noPassword = await admin().generateLink({ type: "signup", email, password: "" });
    expect(noPassword.error).toMatchObject({ status: 400, code: "validation_failed" });
    expect(noPassword.error!.message).toBe("Signup requires a valid password");
    const weak = await admin().generateLink({ type: "signup", email, password: "short" });
    expect(weak.error).toMatchObject({ status: 422, code: "weak_password" });

    const { data } = await admin().generateLink({
      type: "signup",
      email,
      password: "sign-up-pass",
    });
    const before = await clientFor(stack).auth.signInWithPassword({
      email,
      password: "sign-up-pass",
    });
    expect(before.error).toMatchObject({ code: "email_not_confirmed" });
    const landing = await follow(data.properties!.action_link);
    expect(new URLSearchParams(landing.hash.slice(1)).get("access_token")).toBeTruthy();
    const after = await clientFor(stack).auth.signInWithPassword({
      email,
      password: "sign-up-pass",
    });
    expect(after.error).toBeNull();
    const confirmed = await admin().generateLink({ type: "signup", email, password: "x" });
    expect(confirmed.error).toMatchObject({ status: 422, code: "email_exists" });
  });

  it("checks its parameters as GoTrue does, and needs the secret key", async () => {
    const staff = await createStaff(stack);
    const post = async (body: object, key = stack.secretKey) => {
      const response = await fetch(`${stack.url}/auth/v1/admin/generate_link`, {
        method: "POST",
        headers: { apikey: key, "X-Supabase-Api-Version": "2024-01-01" },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as object };
    };
    expect(await post({ type: "sms", email: staff.email })).toEqual({
      status: 400,
      body: { code: "validation_failed", message: "Invalid email action link type requested: sms" },
    });
    expect(await post({ email: staff.email })).toMatchObject({
      status: 400,
      body: { message: "Invalid email action link type requested: " },
    });
    expect(await post({ type: "magiclink", email: "not-an-address" })).toMatchObject({
      status: 400,
      body: { code: "validation_failed" },
    });
    expect(await post({ type: "magiclink" })).toMatchObject({
      status: 400,
      body: { message: "An email address is required" },
    });
    expect(await post({ type: "email_change_new", email: uniqueEmail("ghost") })).toMatchObject({
      status: 404,
      body: { code: "user_not_found" },
    });
    expect(await post({ type: "magiclink", email: staff.email }, stack.publishableKey)).toEqual({
      status: 403,
      body: { code: "not_admin", message: "User not allowed" },
    });
  });
});
