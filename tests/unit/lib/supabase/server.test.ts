/** @jest-environment node */
import { createSupabaseLinkClient, createSupabaseServerClient } from "@/lib/supabase/server";
import { againstStubbedAuthService } from "@/tests/unit/helpers/stub-auth-service";

// What the auth service receives from the app's server clients: the key each call is made with,
// and the visitor's address, by which a hosted project with IP address forwarding counts them.
const visitor: { address: string | null } = { address: null };
jest.mock("@/lib/visitor-address/request", () => ({ requestAddress: async () => visitor.address }));
jest.mock("next/headers", () => ({
  cookies: async () => ({ getAll: () => [], set: () => undefined }),
  headers: async () => new Headers(),
}));

againstStubbedAuthService({});

const SECRET_KEY = "sb_secret_test";
const PUBLISHABLE_KEY = "sb_publishable_test";

/** Answers every call as a wrong credential, and returns the headers of each call as received. */
function stubService(): Record<string, string>[] {
  const received: Record<string, string>[] = [];
  global.fetch = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    received.push(Object.fromEntries(new Headers(init?.headers)));
    return Response.json({ code: "invalid_credentials", msg: "Invalid" }, { status: 400 });
  }) as typeof fetch;
  return received;
}

/** The headers of two sign-in steps: a password on the link client, a link on the session's. */
async function signInStepHeaders(): Promise<Record<string, string>[]> {
  const received = stubService();
  const link = await createSupabaseLinkClient();
  await link.auth.signInWithPassword({ email: "ada@example.com", password: "wrong" });
  const session = await createSupabaseServerClient({ isSignInStep: true });
  await session.auth.verifyOtp({ token_hash: "unknown", type: "magiclink" });
  expect(received).toHaveLength(2);
  return received;
}

beforeEach(() => {
  visitor.address = "203.0.113.9";
  process.env.SUPABASE_SECRET_KEY = SECRET_KEY;
});

afterAll(() => {
  delete process.env.SUPABASE_SECRET_KEY;
});

describe("the sign-in steps' clients", () => {
  it("send the secret key and the visitor's address as Sb-Forwarded-For", async () => {
    for (const headers of await signInStepHeaders()) {
      expect(headers).toMatchObject({
        apikey: SECRET_KEY,
        "sb-forwarded-for": "203.0.113.9",
        "x-forwarded-for": "203.0.113.9",
      });
    }
  });

  it("send the publishable key, with the address, when no secret key is set", async () => {
    delete process.env.SUPABASE_SECRET_KEY;
    for (const headers of await signInStepHeaders()) {
      expect(headers).toMatchObject({ apikey: PUBLISHABLE_KEY, "sb-forwarded-for": "203.0.113.9" });
    }
  });

  it("send no forwarded address for a visitor whose address is unknown", async () => {
    visitor.address = null;
    for (const headers of await signInStepHeaders()) {
      expect(headers.apikey).toBe(SECRET_KEY);
      expect(headers).not.toHaveProperty("sb-forwarded-for");
      expect(headers).not.toHaveProperty("x-forwarded-for");
    }
  });
});

it("keeps the publishable key for a session's own calls, which are no sign-in step", async () => {
  const received = stubService();
  const session = await createSupabaseServerClient();
  await session.auth.verifyOtp({ token_hash: "unknown", type: "magiclink" });
  expect(received).toEqual([
    expect.objectContaining({ apikey: PUBLISHABLE_KEY, "sb-forwarded-for": "203.0.113.9" }),
  ]);
});
