/** @jest-environment node */
import { AuthApiError, type SupabaseClient } from "@supabase/supabase-js";
import { ATTEMPTS_PER_ADDRESS, CODES_PER_ACCOUNT } from "@/lib/auth/limits";
import { recordRefusedSignIn, recordSignIn } from "@/lib/auth/sign-in-events";
import { codeDigits, firstStepOf, verifyCode } from "@/lib/auth/two-step-code";
import { resetLimits } from "@/tests/unit/helpers/limit-store";

// The limits run for real, on a memory store instead of the database.
jest.mock(
  "@/lib/auth/limit-store",
  () => jest.requireActual("@/tests/unit/helpers/limit-store").limitStoreStub,
);
jest.mock("@/lib/auth/sign-in-events", () => ({
  recordSignIn: jest.fn(),
  recordRefusedSignIn: jest.fn(),
}));

const USER = { id: "user-1", email: "s@example.com" };
let serial = 0;
const nextAddress = () => `203.0.113.${(serial += 1)}`;
const now = Math.floor(Date.now() / 1000);

/** The auth service as the cookie-bound client reaches it: an aal1 session with one TOTP factor. */
function service({
  aal = "aal1",
  totp = [{ id: "factor-1" }],
  verify = async () => ({ data: { user: USER }, error: null }) as object,
}: { aal?: string; totp?: object[]; verify?: () => Promise<object> } = {}) {
  const challengeAndVerify = jest.fn(verify);
  const client = {
    auth: {
      getClaims: async () => ({
        data: {
          claims: {
            sub: USER.id,
            email: USER.email,
            aal,
            amr: [{ method: "password", timestamp: now }],
          },
        },
        error: null,
      }),
      mfa: {
        listFactors: async () => ({ data: { totp }, error: null }),
        challengeAndVerify,
      },
    },
  };
  return { client: client as unknown as SupabaseClient, challengeAndVerify };
}

const wrongCode = () =>
  Promise.resolve({
    data: null,
    error: new AuthApiError("Invalid TOTP code entered", 422, "mfa_verification_failed"),
  });

beforeEach(() => {
  jest.clearAllMocks();
  resetLimits();
});

describe("verifyCode", () => {
  it("raises the session with the account's factor and records the sign-in once", async () => {
    const { client, challengeAndVerify } = service();
    expect(await verifyCode(client, "123 456", "203.0.113.1")).toBe("verified");
    expect(challengeAndVerify).toHaveBeenCalledWith({ factorId: "factor-1", code: "123456" });
    expect(recordSignIn).toHaveBeenCalledTimes(1);
    expect(recordSignIn).toHaveBeenCalledWith(USER, "password and code", "203.0.113.1");
  });

  it("answers a wrong code the same each time, recording no sign-in", async () => {
    const { client } = service({ verify: wrongCode });
    expect(await verifyCode(client, "000000", null)).toBe("wrong");
    expect(await verifyCode(client, "000000", null)).toBe("wrong");
    expect(recordSignIn).not.toHaveBeenCalled();
  });

  it("refuses malformed input before asking the auth service", async () => {
    const { client, challengeAndVerify } = service();
    expect(await verifyCode(client, "12345x", null)).toBe("malformed");
    expect(challengeAndVerify).not.toHaveBeenCalled();
  });

  it.each([
    ["the visitor's address", ATTEMPTS_PER_ADDRESS, () => "203.0.113.250"],
    ["the account", CODES_PER_ACCOUNT, nextAddress],
  ])("refuses and records a code over the limit of %s", async (_label, limit, from) => {
    const { client, challengeAndVerify } = service({ verify: wrongCode });
    for (let index = 0; index < limit; index += 1) {
      // Another account each time for the address's limit, so only that one is reached.
      if (limit === ATTEMPTS_PER_ADDRESS) USER.id = `user-${index + 10}`;
      expect(await verifyCode(client, "000000", from())).toBe("wrong");
    }
    const address = from();
    expect(await verifyCode(client, "000000", address)).toBe("limited");
    expect(challengeAndVerify).toHaveBeenCalledTimes(limit);
    expect(recordRefusedSignIn).toHaveBeenCalledWith(USER.email, "code", address);
    USER.id = "user-1";
  });

  it("takes each code once: a code accepted lately reads as wrong, and the service is not asked", async () => {
    const { client, challengeAndVerify } = service();
    expect(await verifyCode(client, "654321", nextAddress())).toBe("verified");
    expect(await verifyCode(client, "654321", nextAddress())).toBe("wrong");
    expect(challengeAndVerify).toHaveBeenCalledTimes(1);
  });

  it("owes nothing for an aal2 session or an account without a factor", async () => {
    expect(await verifyCode(service({ aal: "aal2" }).client, "123456", null)).toBe("not-owed");
    expect(await verifyCode(service({ totp: [] }).client, "123456", null)).toBe("not-owed");
  });

  it("tells a failing service from a wrong code", async () => {
    const down = () =>
      Promise.resolve({ data: null, error: new AuthApiError("down", 503, undefined) });
    expect(await verifyCode(service({ verify: down }).client, "123456", null)).toBe("unavailable");
  });
});

describe("codeDigits and firstStepOf", () => {
  it("keeps six digits, spaces dropped, and nothing else", () => {
    expect(codeDigits(" 123 456 ")).toBe("123456");
    expect(codeDigits("1234567")).toBeNull();
  });
  it("names a session's first step from its oldest amr entry", () => {
    const amr = [
      { method: "totp", timestamp: now },
      { method: "otp", timestamp: now - 5 },
    ];
    expect(firstStepOf(amr)).toBe("magic link");
    expect(firstStepOf([{ method: "password", timestamp: now }])).toBe("password");
  });
});
