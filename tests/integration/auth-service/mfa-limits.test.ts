import { clientFor, createStaff } from "../helpers/clients";
import { stackForFile } from "../helpers/stack-process";

// GoTrue's MFA limiter: per IP, challenges and verifications each their own bucket.
const BURST = 3;
const stack = stackForFile({
  env: { LOCAL_SUPABASE_RATE_LIMIT_MFA: "1", LOCAL_SUPABASE_RATE_LIMIT_BURST: String(BURST) },
});

describe("the MFA rate limits", () => {
  it("answer 429 over_request_rate_limit past the burst, for challenges and for codes", async () => {
    const staff = await createStaff(stack);
    const client = clientFor(stack);
    expect((await client.auth.signInWithPassword(staff)).error).toBeNull();
    const { data: factor } = await client.auth.mfa.enroll({ factorType: "totp" });
    const challenges = [];
    for (let i = 0; i <= BURST; i += 1) {
      challenges.push(await client.auth.mfa.challenge({ factorId: factor!.id }));
    }
    expect(challenges.slice(0, BURST).map((c) => c.error)).toEqual([null, null, null]);
    expect(challenges[BURST]!.error).toMatchObject({
      status: 429,
      code: "over_request_rate_limit",
    });

    const challengeId = challenges[0]!.data!.id;
    const codes = [];
    for (let i = 0; i <= BURST; i += 1) {
      codes.push(
        await client.auth.mfa.verify({ factorId: factor!.id, challengeId, code: "000000" }),
      );
    }
    expect(codes.slice(0, BURST).map((c) => c.error?.code)).toEqual(
      Array(BURST).fill("mfa_verification_failed"),
    );
    expect(codes[BURST]!.error).toMatchObject({ status: 429, code: "over_request_rate_limit" });
  });
});
