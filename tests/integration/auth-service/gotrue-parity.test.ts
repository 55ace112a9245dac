import { adminFor, clientFor, createStaff, uniqueEmail } from "../helpers/clients";
import { linkIn, mailsTo, waitForMail } from "../helpers/mail";
import { stackForFile } from "../helpers/stack-process";

// What auth-js's own test suite expects of GoTrue, beyond what the product itself calls.
const stack = stackForFile({ env: { LOCAL_SUPABASE_SIGNUP_ENABLED: "true" } });

function expectRecent(timestamp: string | undefined, since: number): void {
  expect(timestamp).toEqual(expect.any(String));
  expect(new Date(timestamp!).getTime()).toBeGreaterThanOrEqual(since - 1000);
}

describe("last_sign_in_at", () => {
  it("is set on the session of a sign-up, a password sign-in and a verified link", async () => {
    const since = Date.now();
    const email = uniqueEmail("signup");
    const signUp = await clientFor(stack).auth.signUp({ email, password: "correct-horse-1" });
    expect(signUp.error).toBeNull();
    expectRecent(signUp.data.session!.user.last_sign_in_at, since);
    expectRecent(signUp.data.user!.last_sign_in_at, since);

    const staff = await createStaff(stack);
    const password = await clientFor(stack).auth.signInWithPassword(staff);
    expectRecent(password.data.session!.user.last_sign_in_at, since);

    const other = await createStaff(stack);
    await clientFor(stack).auth.signInWithOtp({ email: other.email });
    const link = linkIn(await waitForMail(stack.inboxUrl, other.email, since));
    const verified = await clientFor(stack).auth.verifyOtp({
      type: "magiclink",
      token_hash: link.searchParams.get("token")!,
    });
    expectRecent(verified.data.session!.user.last_sign_in_at, since);
  });
});

describe("GET /admin/users", () => {
  it("lists the newest users first", async () => {
    const created: string[] = [];
    for (let index = 0; index < 3; index += 1) created.push((await createStaff(stack)).email);
    const { data, error } = await adminFor(stack).auth.admin.listUsers({ perPage: 1000 });
    expect(error).toBeNull();
    const order = data.users.map((user) => user.email).filter((email) => created.includes(email!));
    expect(order).toEqual([...created].reverse());
  });
});

describe("POST /verify with a phone (phone sign-in off)", () => {
  it("answers 403 otp_expired for a well-formed number, as no phone user exists", async () => {
    for (const type of ["sms", "phone_change"] as const) {
      const { error } = await clientFor(stack).auth.verifyOtp({
        phone: "+1 555 555 0100",
        token: "123456",
        type,
      });
      expect(error).toMatchObject({ status: 403, code: "otp_expired" });
      expect(error!.message).toBe("Token has expired or is invalid");
    }
  });

  it("answers 400 for a malformed number", async () => {
    const { error } = await clientFor(stack).auth.verifyOtp({
      phone: "not-a-number",
      token: "123456",
      type: "sms",
    });
    expect(error).toMatchObject({ status: 400, code: "validation_failed" });
    expect(error!.message).toBe("Invalid phone number format (E.164 required)");
  });
});

describe("POST /resend", () => {
  it("answers an unknown or an already-confirmed address with an empty 200 and sends nothing", async () => {
    const stranger = uniqueEmail("stranger");
    const staff = await createStaff(stack);
    for (const email of [stranger, staff.email]) {
      for (const type of ["signup", "email_change"] as const) {
        const { error } = await clientFor(stack).auth.resend({ type, email });
        expect(error).toBeNull();
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsTo(stack.inboxUrl, stranger)).toHaveLength(0);
    expect(await mailsTo(stack.inboxUrl, staff.email)).toHaveLength(0);
  });

  it("sends an unconfirmed address a link that confirms it", async () => {
    const email = uniqueEmail("unconfirmed");
    const admin = adminFor(stack);
    const created = await admin.auth.admin.createUser({ email, password: "correct-horse-1" });
    expect(created.data.user!.email_confirmed_at).toBeFalsy();
    const since = Date.now();
    const { error } = await clientFor(stack).auth.resend({ type: "signup", email });
    expect(error).toBeNull();
    const link = linkIn(await waitForMail(stack.inboxUrl, email, since));
    const verified = await clientFor(stack).auth.verifyOtp({
      type: "magiclink",
      token_hash: link.searchParams.get("token")!,
    });
    expect(verified.error).toBeNull();
    const after = await admin.auth.admin.getUserById(created.data.user!.id);
    expect(after.data.user!.email_confirmed_at).toEqual(expect.any(String));
  });

  it("checks its parameters as GoTrue does", async () => {
    const post = async (body: object) => {
      const response = await fetch(`${stack.url}/auth/v1/resend`, {
        method: "POST",
        headers: { apikey: stack.publishableKey, "X-Supabase-Api-Version": "2024-01-01" },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as object };
    };
    expect(await post({ type: "magiclink", email: "a@b.co" })).toEqual({
      status: 400,
      body: {
        code: "validation_failed",
        message: "Missing one of these types: signup, email_change, sms, phone_change",
      },
    });
    expect(await post({ type: "signup" })).toMatchObject({
      status: 400,
      body: { message: "Type provided requires an email address" },
    });
    expect(await post({ type: "sms", phone: "+15555550100" })).toMatchObject({
      status: 400,
      body: { code: "phone_provider_disabled" },
    });
    expect(await post({ type: "signup", email: "not-an-address" })).toMatchObject({
      status: 400,
      body: { code: "validation_failed" },
    });
  });
});
