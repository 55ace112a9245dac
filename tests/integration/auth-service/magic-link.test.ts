import { clientFor, createStaff, jwtPayload, uniqueEmail } from "../helpers/clients";
import { linkIn, mailsTo, waitForMail } from "../helpers/mail";
import { stackForFile } from "../helpers/stack-process";

// Short so the expiry test waits little, long enough for a busy machine to follow a link.
const LINK_SECONDS = 6;
const CALLBACK = "http://localhost:3000/auth/callback";
const stack = stackForFile({ env: { LOCAL_SUPABASE_LINK_EXPIRY: String(LINK_SECONDS) } });

async function requestLink(email: string, flowType: "pkce" | "implicit", redirectTo = CALLBACK) {
  const client = clientFor(stack, { flowType });
  const since = Date.now();
  const { error } = await client.auth.signInWithOtp({
    email,
    options: { shouldCreateUser: false, emailRedirectTo: redirectTo },
  });
  expect(error).toBeNull();
  const mail = await waitForMail(stack.inboxUrl, email, since);
  return { client, mail, link: linkIn(mail) };
}

async function follow(link: URL): Promise<URL> {
  const response = await fetch(link, { redirect: "manual" });
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location")!);
}

describe("magic link", () => {
  it("works end to end with PKCE: request, e-mail, link, code exchange", async () => {
    const staff = await createStaff(stack);
    const { client, mail, link } = await requestLink(staff.email, "pkce");
    expect(mail.subject).toBe("Your Magic Link");
    expect(mail.html).toContain(link.toString().replace(/&/g, "&#38;"));
    expect(link.origin + link.pathname).toBe(`${stack.url}/auth/v1/verify`);
    expect(link.searchParams.get("type")).toBe("magiclink");
    expect(link.searchParams.get("token")).toMatch(/^pkce_[0-9a-f]{56}$/);
    expect(link.searchParams.get("redirect_to")).toBe(CALLBACK);

    const landing = await follow(link);
    expect(landing.origin + landing.pathname).toBe(CALLBACK);
    const code = landing.searchParams.get("code")!;
    expect(code).toBeTruthy();
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user!.email).toBe(staff.email);
    expect(jwtPayload(data.session!.access_token).amr).toEqual([
      { method: "magiclink", timestamp: expect.any(Number) },
    ]);

    const again = await client.auth.exchangeCodeForSession(code);
    expect(again.error).toBeTruthy();
  });

  it("puts the tokens in the fragment for the implicit flow", async () => {
    const staff = await createStaff(stack);
    const { link } = await requestLink(staff.email, "implicit");
    expect(link.searchParams.get("token")).toMatch(/^[0-9a-f]{56}$/);
    const landing = await follow(link);
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get("token_type")).toBe("bearer");
    expect(fragment.get("type")).toBe("magiclink");
    const { data } = await clientFor(stack).auth.getUser(fragment.get("access_token")!);
    expect(data.user!.email).toBe(staff.email);
  });

  it("verifies a token hash with POST /verify (verifyOtp), once", async () => {
    const staff = await createStaff(stack);
    const { link } = await requestLink(staff.email, "pkce");
    const tokenHash = link.searchParams.get("token")!;
    const { data, error } = await clientFor(stack).auth.verifyOtp({
      type: "magiclink",
      token_hash: tokenHash,
    });
    expect(error).toBeNull();
    expect(data.session!.user.email).toBe(staff.email);
    const second = await clientFor(stack).auth.verifyOtp({
      type: "magiclink",
      token_hash: tokenHash,
    });
    expect(second.error).toMatchObject({ status: 403, code: "otp_expired" });
  });

  it("refuses unknown addresses when create_user is false, and sends nothing", async () => {
    const email = uniqueEmail("stranger");
    const { error } = await clientFor(stack).auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false },
    });
    expect(error).toMatchObject({ status: 422, code: "otp_disabled" });
    expect(error!.message).toBe("Signups not allowed for otp");
    expect(await mailsTo(stack.inboxUrl, email)).toHaveLength(0);
  });

  it("does not sign up unknown addresses while sign-ups are off", async () => {
    const { error } = await clientFor(stack).auth.signInWithOtp({ email: uniqueEmail("new") });
    expect(error).toMatchObject({ status: 422, code: "signup_disabled" });
  });

  it("is single use: a second click lands with otp_expired", async () => {
    const staff = await createStaff(stack);
    const { link } = await requestLink(staff.email, "implicit");
    await follow(link);
    const landing = await follow(link);
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get("error")).toBe("access_denied");
    expect(fragment.get("error_code")).toBe("otp_expired");
    expect(fragment.get("error_description")).toBe("Email link is invalid or has expired");
  });

  it("expires: an old PKCE link lands with the error in query and fragment", async () => {
    const staff = await createStaff(stack);
    const { link } = await requestLink(staff.email, "pkce");
    await new Promise((resolve) => setTimeout(resolve, LINK_SECONDS * 1000 + 1000));
    const landing = await follow(link);
    expect(landing.searchParams.get("error_code")).toBe("otp_expired");
    expect(landing.searchParams.has("code")).toBe(false);
    expect(new URLSearchParams(landing.hash.slice(1)).get("error_code")).toBe("otp_expired");
  });

  it("enforces the resend window per address", async () => {
    const staff = await createStaff(stack);
    await requestLink(staff.email, "pkce");
    const { error } = await clientFor(stack).auth.signInWithOtp({
      email: staff.email,
      options: { shouldCreateUser: false },
    });
    expect(error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });
    expect(error!.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
  });

  it("replaces a redirect_to that is neither the site nor allow-listed with the site URL", async () => {
    const staff = await createStaff(stack);
    const { link } = await requestLink(staff.email, "implicit", "https://evil.example/steal");
    expect(link.searchParams.get("redirect_to")).toBe("http://localhost:3000");
  });

  it("keeps a redirect_to that matches the allow-list (any 127.0.0.1 port by default)", async () => {
    const staff = await createStaff(stack);
    const target = "http://127.0.0.1:3100/auth/callback?next=%2Fportal";
    const { link } = await requestLink(staff.email, "implicit", target);
    expect(link.searchParams.get("redirect_to")).toBe(target);
  });

  it("answers the PKCE grant's errors as GoTrue does", async () => {
    const staff = await createStaff(stack);
    const { link } = await requestLink(staff.email, "pkce");
    const code = (await follow(link)).searchParams.get("code")!;
    const exchange = (body: unknown) =>
      fetch(`${stack.url}/auth/v1/token?grant_type=pkce`, {
        method: "POST",
        headers: { apikey: stack.publishableKey, "X-Supabase-Api-Version": "2024-01-01" },
        body: JSON.stringify(body),
      });
    const wrong = await exchange({ auth_code: code, code_verifier: "x".repeat(56) });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: "bad_code_verifier" });
    const unknown = await exchange({
      auth_code: crypto.randomUUID(),
      code_verifier: "x".repeat(56),
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "flow_state_not_found" });
    const empty = await exchange({ auth_code: "", code_verifier: "" });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: "validation_failed" });
  });
});
