import {
  adminFor,
  clientFor,
  createStaff,
  expectPasswordChanged,
  jwtPayload,
  uniqueEmail,
} from "../helpers/clients";
import { mailsTo, waitForMail, type InboxMail } from "../helpers/mail";
import { stackForFile } from "../helpers/stack-process";

// The template `npm run dev` and the e2e stack use: the reset link lands on the app's confirm page.
const TEMPLATE = "{{ .SiteURL }}/auth/confirm?token_hash={{ .TokenHash }}&type=recovery";
const EMAILS_PER_HOUR = 12;
const stack = stackForFile({
  env: {
    LOCAL_SUPABASE_RECOVERY_URL: TEMPLATE,
    LOCAL_SUPABASE_RATE_LIMIT_EMAIL_SENT: String(EMAILS_PER_HOUR),
  },
});

/** The app confirm link in a recovery mail. */
function confirmLinkIn(mail: InboxMail): URL {
  const match = /http:\/\/localhost:3000\/auth\/confirm\?\S+/.exec(mail.text);
  if (!match) throw new Error(`no confirm link in: ${mail.text}`);
  return new URL(match[0]);
}

async function requestReset(email: string, flowType: "pkce" | "implicit" = "implicit") {
  const client = clientFor(stack, { flowType });
  const since = Date.now();
  const { data, error } = await client.auth.resetPasswordForEmail(email, {
    redirectTo: "http://localhost:3000/auth/confirm",
  });
  return { client, since, data, error };
}

describe("POST /recover (resetPasswordForEmail)", () => {
  it("mails a known address a reset link through the template; its hash signs the person in", async () => {
    const staff = await createStaff(stack);
    const { since, data, error } = await requestReset(staff.email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    const mail = await waitForMail(stack.inboxUrl, staff.email, since);
    expect(mail.subject).toBe("Reset Your Password");
    expect(mail.text).toMatch(/Or enter this code: [0-9]{6}/);
    const link = confirmLinkIn(mail);
    expect(link.searchParams.get("type")).toBe("recovery");
    const tokenHash = link.searchParams.get("token_hash")!;
    expect(tokenHash).toMatch(/^[0-9a-f]{56}$/);

    const { data: user } = await adminFor(stack).auth.admin.getUserById(staff.id);
    expect(Date.parse(user.user!.recovery_sent_at!)).toBeGreaterThanOrEqual(since - 1000);

    const verified = await clientFor(stack).auth.verifyOtp({
      type: "recovery",
      token_hash: tokenHash,
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user!.id).toBe(staff.id);
    // GoTrue signs a verified link in with the "otp" method, whatever its type.
    expect(jwtPayload(verified.data.session!.access_token).amr).toEqual([
      { method: "otp", timestamp: expect.any(Number) },
    ]);
    // What the app's confirm page then does: the new password, on the recovered session.
    const client = clientFor(stack);
    await client.auth.setSession(verified.data.session!);
    expect((await client.auth.updateUser({ password: "chosen-after-reset" })).error).toBeNull();
    await expectPasswordChanged(stack, staff, "chosen-after-reset");
  });

  it("answers an unknown address with the same empty 200 and sends nothing", async () => {
    const email = uniqueEmail("stranger");
    const { data, error } = await requestReset(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsTo(stack.inboxUrl, email)).toHaveLength(0);
  });

  it("with PKCE: the link's ConfirmationURL gives a code whose session is a recovery", async () => {
    const staff = await createStaff(stack);
    const { client, since, error } = await requestReset(staff.email, "pkce");
    expect(error).toBeNull();
    const tokenHash = confirmLinkIn(
      await waitForMail(stack.inboxUrl, staff.email, since),
    ).searchParams.get("token_hash")!;
    expect(tokenHash).toMatch(/^pkce_[0-9a-f]{56}$/);
    const verify = new URL(`${stack.url}/auth/v1/verify`);
    verify.search = new URLSearchParams({
      token: tokenHash,
      type: "recovery",
      redirect_to: "http://localhost:3000/auth/callback",
    }).toString();
    const response = await fetch(verify, { redirect: "manual" });
    expect(response.status).toBe(303);
    const code = new URL(response.headers.get("location")!).searchParams.get("code")!;
    const { data, error: exchangeError } = await client.auth.exchangeCodeForSession(code);
    expect(exchangeError).toBeNull();
    expect(jwtPayload(data.session!.access_token).amr).toEqual([
      { method: "recovery", timestamp: expect.any(Number) },
    ]);
  });

  it("keeps the per-address window it shares with magic links", async () => {
    const staff = await createStaff(stack);
    const first = await requestReset(staff.email);
    expect(first.error).toBeNull();
    await waitForMail(stack.inboxUrl, staff.email, first.since);
    const again = await requestReset(staff.email);
    expect(again.error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });
    expect(again.error!.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
    const magic = await clientFor(stack).auth.signInWithOtp({
      email: staff.email,
      options: { shouldCreateUser: false },
    });
    expect(magic.error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });
    expect(await mailsTo(stack.inboxUrl, staff.email)).toHaveLength(1);
  });

  it("checks its parameters as GoTrue does", async () => {
    const post = async (body: object) => {
      const response = await fetch(`${stack.url}/auth/v1/recover`, {
        method: "POST",
        headers: { apikey: stack.publishableKey, "X-Supabase-Api-Version": "2024-01-01" },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as object };
    };
    expect(await post({})).toEqual({
      status: 400,
      body: { code: "validation_failed", message: "Password recovery requires an email" },
    });
    expect(await post({ email: "not-an-address" })).toMatchObject({
      status: 400,
      body: { message: "Unable to validate email address: invalid format" },
    });
    expect(await post({ email: uniqueEmail(), code_challenge: "too-short" })).toMatchObject({
      status: 400,
      body: { message: "PKCE flow requires code_challenge_method and code_challenge" },
    });
  });

  it("stops at the service's e-mail budget (over_email_send_rate_limit)", async () => {
    let refused: { status?: number; code?: string; message: string } | null = null;
    const sent: string[] = [];
    for (let attempt = 0; attempt <= EMAILS_PER_HOUR && !refused; attempt += 1) {
      const staff = await createStaff(stack);
      const { error } = await requestReset(staff.email);
      if (error) refused = error;
      else sent.push(staff.email);
    }
    expect(refused).toMatchObject({
      status: 429,
      code: "over_email_send_rate_limit",
      message: "email rate limit exceeded",
    });
    expect(sent.length).toBeLessThan(EMAILS_PER_HOUR);
  });

  it("draws on the IP limit it shares with /otp (over_request_rate_limit)", async () => {
    let refused: { status?: number; code?: string } | null = null;
    for (let attempt = 0; attempt <= 40 && !refused; attempt += 1) {
      refused = (await requestReset(uniqueEmail("flood"))).error;
    }
    expect(refused).toMatchObject({ status: 429, code: "over_request_rate_limit" });
    const otp = await clientFor(stack).auth.signInWithOtp({
      email: uniqueEmail("flood"),
      options: { shouldCreateUser: false },
    });
    expect(otp.error).toMatchObject({ status: 429, code: "over_request_rate_limit" });
  });
});
