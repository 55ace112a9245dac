import { clientFor, createStaff, uniqueEmail } from "../helpers/clients";
import { removeDataDir, startStack, type TestStack } from "../helpers/stack-process";

const BURST = 4;
let stack: TestStack;

beforeAll(async () => {
  // A small bucket with a slow refill, and a tiny mail budget, so limits are reached quickly.
  stack = await startStack({
    env: {
      LOCAL_SUPABASE_RATE_LIMIT_BURST: String(BURST),
      LOCAL_SUPABASE_RATE_LIMIT_TOKEN: "1",
      LOCAL_SUPABASE_RATE_LIMIT_VERIFY: "1",
      LOCAL_SUPABASE_RATE_LIMIT_OTP: "1",
      LOCAL_SUPABASE_RATE_LIMIT_EMAIL_SENT: "2",
      LOCAL_SUPABASE_SIGNUP_ENABLED: "true",
    },
  });
});

afterAll(async () => {
  await stack.stop();
  removeDataDir(stack.dataDir);
});

function post(path: string, body: unknown) {
  return fetch(`${stack.url}/auth/v1${path}`, {
    method: "POST",
    headers: { apikey: stack.publishableKey, "X-Supabase-Api-Version": "2024-01-01" },
    body: JSON.stringify(body),
  });
}

describe("rate limits", () => {
  it("limits POST /token per IP with over_request_rate_limit", async () => {
    const statuses = [];
    for (let i = 0; i < BURST + 1; i += 1) {
      const response = await post("/token?grant_type=password", {
        email: "nobody@example.com",
        password: "wrong-password",
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(await response.json()).toEqual({
          code: "over_request_rate_limit",
          message: "Request rate limit reached",
        });
      }
    }
    expect(statuses.slice(0, BURST)).toEqual(Array(BURST).fill(400));
    expect(statuses[BURST]).toBe(429);
    const { error } = await clientFor(stack).auth.signInWithPassword(stack.demoStaff);
    expect(error).toMatchObject({ status: 429, code: "over_request_rate_limit" });
  });

  it("limits /verify per IP", async () => {
    const statuses = [];
    for (let i = 0; i < BURST + 1; i += 1) {
      statuses.push((await post("/verify", { type: "magiclink", token_hash: "nope" })).status);
    }
    expect(statuses).toEqual([...Array(BURST).fill(403), 429]);
  });
});

// Sign-ups are on in this file's service, so its OTP and sign-up paths can be shown too.
describe("e-mails and sign-ups", () => {
  it("signs up with POST /signup when switched on", async () => {
    const email = uniqueEmail("signup");
    const { data, error } = await clientFor(stack).auth.signUp({
      email,
      password: "long-enough-1",
    });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(data.user!.user_metadata).toMatchObject({ email, email_verified: true });
  });

  it("limits e-mails per hour, and POST /otp (shared with /signup) per IP", async () => {
    const first = await createStaff(stack);
    const second = await createStaff(stack);
    const third = await createStaff(stack);
    const send = (email: string) => clientFor(stack).auth.signInWithOtp({ email });
    expect((await send(first.email)).error).toBeNull();
    expect((await send(second.email)).error).toBeNull();
    const { error } = await send(third.email);
    expect(error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });
    expect(error!.message).toBe("email rate limit exceeded");
    const limited = await send(third.email);
    expect(limited.error).toMatchObject({ status: 429, code: "over_request_rate_limit" });
  });
});
