import { adminFor, clientFor, createStaff, jwtPayload, uniqueEmail } from "../helpers/clients";
import { linkIn, mailsTo, waitForMail } from "../helpers/mail";
import { stackForFile } from "../helpers/stack-process";

// Short so the expiry test waits little, long enough for a busy machine to follow a link.
const INVITE_SECONDS = 6;
const CONFIRM = "http://localhost:3000/auth/confirm";
const stack = stackForFile({ env: { LOCAL_SUPABASE_INVITE_EXPIRY: String(INVITE_SECONDS) } });

async function invite(email: string, data: Record<string, unknown> = {}) {
  const since = Date.now();
  const result = await adminFor(stack).auth.admin.inviteUserByEmail(email, {
    data,
    redirectTo: CONFIRM,
  });
  return { ...result, since };
}

async function inviteMail(email: string, since: number) {
  const mail = await waitForMail(stack.inboxUrl, email, since);
  return { mail, link: linkIn(mail) };
}

describe("POST /invite (auth.admin.inviteUserByEmail)", () => {
  it("creates the unconfirmed user, mails the link, and the link confirms and signs in", async () => {
    const email = uniqueEmail("invitee");
    const { data, error, since } = await invite(email.toUpperCase(), { team: "ops" });
    expect(error).toBeNull();
    const user = data.user!;
    expect(user.email).toBe(email);
    expect(user.email_confirmed_at).toBeUndefined();
    expect(user.invited_at).toEqual(expect.any(String));
    expect(user.confirmation_sent_at).toBe(user.invited_at);
    expect(user.user_metadata).toEqual({ team: "ops" });
    expect(user.app_metadata).toEqual({ provider: "email", providers: ["email"] });

    const { mail, link } = await inviteMail(email, since);
    expect(mail.subject).toBe("You have been invited");
    expect(mail.text).toContain("You have been invited to create a user on http://localhost:3000");
    expect(mail.html).toContain(link.toString().replace(/&/g, "&#38;"));
    expect(link.origin + link.pathname).toBe(`${stack.url}/auth/v1/verify`);
    expect(link.searchParams.get("type")).toBe("invite");
    expect(link.searchParams.get("token")).toMatch(/^[0-9a-f]{56}$/);
    expect(link.searchParams.get("redirect_to")).toBe(CONFIRM);

    const response = await fetch(link, { redirect: "manual" });
    expect(response.status).toBe(303);
    const landing = new URL(response.headers.get("location")!);
    expect(landing.origin + landing.pathname).toBe(CONFIRM);
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get("type")).toBe("invite");
    const accessToken = fragment.get("access_token")!;
    expect(jwtPayload(accessToken).amr).toEqual([{ method: "otp", timestamp: expect.any(Number) }]);

    const { data: confirmed } = await adminFor(stack).auth.admin.getUserById(user.id);
    expect(confirmed.user!.email_confirmed_at).toEqual(expect.any(String));
    expect(confirmed.user!.user_metadata).toEqual({ team: "ops", email_verified: true });

    // The new person chooses a password with the session the link gave them.
    const client = clientFor(stack);
    await client.auth.setSession({
      access_token: accessToken,
      refresh_token: fragment.get("refresh_token")!,
    });
    const weak = await client.auth.updateUser({ password: "short" });
    expect(weak.error).toMatchObject({ name: "AuthWeakPasswordError", code: "weak_password" });
    expect(weak.error!.message).toBe("Password should be at least 8 characters.");
    expect(await client.auth.updateUser({ password: "a-good-long-password" })).toMatchObject({
      error: null,
    });
    const signIn = await clientFor(stack).auth.signInWithPassword({
      email,
      password: "a-good-long-password",
    });
    expect(signIn.error).toBeNull();
  });

  it("sends no magic link to an invitation not accepted yet: sign-up is off, as in GoTrue", async () => {
    const email = uniqueEmail("invitee");
    const { data, since } = await invite(email);
    await inviteMail(email, since);
    const { error } = await clientFor(stack).auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false },
    });
    expect(error).toMatchObject({ status: 422, code: "signup_disabled" });
    expect(error!.message).toBe("Signups not allowed for this instance");
    const { data: still } = await adminFor(stack).auth.admin.getUserById(data.user!.id);
    expect(still.user!.email_confirmed_at).toBeUndefined();
    // A reset still reaches it, as GoTrue's /recover does.
    expect(await clientFor(stack).auth.resetPasswordForEmail(email)).toMatchObject({
      error: null,
    });
    let subjects: string[] = [];
    for (let tries = 0; tries < 100 && subjects.length < 2; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      subjects = (await mailsTo(stack.inboxUrl, email)).map((mail) => mail.subject);
    }
    expect(subjects).toEqual(["You have been invited", "Reset Your Password"]);
  });

  it("verifies a token hash of type invite once (verifyOtp), with GoTrue's otp_expired after", async () => {
    const email = uniqueEmail("invitee");
    const { since } = await invite(email);
    const tokenHash = (await inviteMail(email, since)).link.searchParams.get("token")!;
    const { data, error } = await clientFor(stack).auth.verifyOtp({
      token_hash: tokenHash,
      type: "invite",
    });
    expect(error).toBeNull();
    expect(data.user!.email).toBe(email);
    expect(data.user!.email_confirmed_at).toEqual(expect.any(String));
    expect(jwtPayload(data.session!.access_token).amr).toEqual([
      { method: "otp", timestamp: expect.any(Number) },
    ]);
    const again = await clientFor(stack).auth.verifyOtp({ token_hash: tokenHash, type: "invite" });
    expect(again.error).toMatchObject({ status: 403, code: "otp_expired" });
    expect(again.error!.message).toBe("Email link is invalid or has expired");
  });

  it("re-invites an unconfirmed address with a new mail and link; the old link stops working", async () => {
    const email = uniqueEmail("invitee");
    const first = await invite(email);
    const firstHash = (await inviteMail(email, first.since)).link.searchParams.get("token")!;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await invite(email);
    expect(second.error).toBeNull();
    expect(second.data.user!.id).toBe(first.data.user!.id);
    expect(Date.parse(second.data.user!.invited_at!)).toBeGreaterThan(
      Date.parse(first.data.user!.invited_at!),
    );
    const secondMail = await waitForMail(stack.inboxUrl, email, second.since);
    const secondHash = linkIn(secondMail).searchParams.get("token")!;
    expect(secondHash).not.toBe(firstHash);
    expect(await mailsTo(stack.inboxUrl, email)).toHaveLength(2);

    const old = await clientFor(stack).auth.verifyOtp({ token_hash: firstHash, type: "invite" });
    expect(old.error).toMatchObject({ status: 403, code: "otp_expired" });
    const current = await clientFor(stack).auth.verifyOtp({
      token_hash: secondHash,
      type: "invite",
    });
    expect(current.error).toBeNull();
  });

  it("refuses a confirmed address with 422 email_exists and sends nothing", async () => {
    const staff = await createStaff(stack);
    const { data, error } = await invite(staff.email);
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 422, code: "email_exists" });
    expect(error!.message).toBe("A user with this email address has already been registered");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsTo(stack.inboxUrl, staff.email)).toHaveLength(0);
  });

  it("answers an expired invitation link with otp_expired, by link and by verifyOtp", async () => {
    const email = uniqueEmail("invitee");
    const { since } = await invite(email);
    const { link } = await inviteMail(email, since);
    await new Promise((resolve) => setTimeout(resolve, (INVITE_SECONDS + 1) * 1000));
    const response = await fetch(link, { redirect: "manual" });
    expect(response.status).toBe(303);
    const landing = new URL(response.headers.get("location")!);
    expect(landing.origin + landing.pathname).toBe(CONFIRM);
    expect(Object.fromEntries(new URLSearchParams(landing.hash.slice(1)))).toEqual({
      error: "access_denied",
      error_code: "otp_expired",
      error_description: "Email link is invalid or has expired",
      sb: "",
    });
    const { error } = await clientFor(stack).auth.verifyOtp({
      token_hash: link.searchParams.get("token")!,
      type: "invite",
    });
    expect(error).toMatchObject({ status: 403, code: "otp_expired" });
  });

  it("is for admins only, and checks the address like GoTrue", async () => {
    const email = uniqueEmail("invitee");
    const publishable = await clientFor(stack).auth.admin.inviteUserByEmail(email);
    expect(publishable.error).toMatchObject({ status: 403, code: "not_admin" });
    const noKey = await fetch(`${stack.url}/auth/v1/invite`, {
      method: "POST",
      body: JSON.stringify({ email }),
    });
    expect(noKey.status).toBe(401);
    const invalid = await adminFor(stack).auth.admin.inviteUserByEmail("not-an-address");
    expect(invalid.error).toMatchObject({ status: 400, code: "validation_failed" });
    expect(invalid.error!.message).toBe("Unable to validate email address: invalid format");
    expect(await mailsTo(stack.inboxUrl, email)).toHaveLength(0);
  });

  it("does not open a magic link's token as an invitation", async () => {
    const staff = await createStaff(stack);
    const since = Date.now();
    await clientFor(stack).auth.signInWithOtp({
      email: staff.email,
      options: { shouldCreateUser: false },
    });
    const tokenHash = linkIn(
      await waitForMail(stack.inboxUrl, staff.email, since),
    ).searchParams.get("token")!;
    const { error } = await clientFor(stack).auth.verifyOtp({
      token_hash: tokenHash,
      type: "invite",
    });
    expect(error).toMatchObject({ status: 403, code: "otp_expired" });
  });
});

describe("invitation template and e-mail budget", () => {
  const TEMPLATE = "{{ .SiteURL }}/auth/confirm?token_hash={{ .TokenHash }}&type=invite";
  const budgeted = stackForFile({
    env: { LOCAL_SUPABASE_INVITE_URL: TEMPLATE, LOCAL_SUPABASE_RATE_LIMIT_EMAIL_SENT: "2" },
  });

  it("puts the configured link in the mail, and stops at the hourly e-mail budget", async () => {
    const admin = adminFor(budgeted);
    const email = uniqueEmail("invitee");
    const since = Date.now();
    expect((await admin.auth.admin.inviteUserByEmail(email)).error).toBeNull();
    const mail = await waitForMail(budgeted.inboxUrl, email, since);
    const link = new URL(/http:\/\/localhost:3000\/auth\/confirm\?\S+/.exec(mail.text)![0]);
    expect(link.searchParams.get("type")).toBe("invite");
    const tokenHash = link.searchParams.get("token_hash")!;
    expect(tokenHash).toMatch(/^[0-9a-f]{56}$/);

    expect((await admin.auth.admin.inviteUserByEmail(uniqueEmail("second"))).error).toBeNull();
    const third = uniqueEmail("third");
    const over = await admin.auth.admin.inviteUserByEmail(third);
    expect(over.error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });
    expect(over.error!.message).toBe("email rate limit exceeded");
    const { data } = await admin.auth.admin.listUsers();
    expect(data.users.map((user) => user.email)).not.toContain(third);

    const verified = await clientFor(budgeted).auth.verifyOtp({
      token_hash: tokenHash,
      type: "invite",
    });
    expect(verified.error).toBeNull();
  });
});
