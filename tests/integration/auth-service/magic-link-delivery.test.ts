import { clientFor, createStaff, uniqueEmail } from "../helpers/clients";
import { linkIn, waitForMail } from "../helpers/mail";
import { removeDataDir, startStack, type TestStack } from "../helpers/stack-process";

const ROUNDS = 15;
const generous = "100000";
let stack: TestStack;

beforeAll(async () => {
  stack = await startStack({
    env: {
      LOCAL_SUPABASE_RATE_LIMIT_OTP: generous,
      LOCAL_SUPABASE_RATE_LIMIT_BURST: generous,
      LOCAL_SUPABASE_RATE_LIMIT_EMAIL_SENT: generous,
    },
  });
});

afterAll(async () => {
  await stack.stop();
  removeDataDir(stack.dataDir);
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function timedRequest(target: TestStack, email: string) {
  const client = clientFor(target);
  const start = performance.now();
  const { error } = await client.auth.signInWithOtp({
    email,
    options: { shouldCreateUser: false },
  });
  return { ms: performance.now() - start, error };
}

describe("magic-link mail", () => {
  it("is sent after the answer, so a staff address answers as fast as an unknown one", async () => {
    const staff: string[] = [];
    for (let round = 0; round <= ROUNDS; round += 1) staff.push((await createStaff(stack)).email);
    const [warmUp, ...measured] = staff;
    await timedRequest(stack, warmUp!);
    await waitForMail(stack.inboxUrl, warmUp!);
    await timedRequest(stack, uniqueEmail("stranger"));

    const staffMs: number[] = [];
    const unknownMs: number[] = [];
    const deliveryMs: number[] = [];
    for (const email of measured) {
      const since = Date.now();
      const known = await timedRequest(stack, email);
      expect(known.error).toBeNull();
      staffMs.push(known.ms);
      // Each mail is delivered before the next request, so no request shares the machine with it.
      await waitForMail(stack.inboxUrl, email, since);
      deliveryMs.push(Date.now() - since);
      const unknown = await timedRequest(stack, uniqueEmail("stranger"));
      expect(unknown.error).toMatchObject({ status: 422, code: "otp_disabled" });
      unknownMs.push(unknown.ms);
    }
    // Against a mail's own time now: a busy machine stretches both, the answers and the mail.
    expect(median(staffMs) - median(unknownMs)).toBeLessThan(median(deliveryMs) / 4);
  });

  it("still reaches the inbox when the service stops right after answering", async () => {
    const own = await startStack();
    try {
      const { email } = await createStaff(own);
      const { error } = await clientFor(own).auth.signInWithOtp({
        email,
        options: { shouldCreateUser: false },
      });
      expect(error).toBeNull();
      await own.stop();
      const restarted = await startStack({ dataDir: own.dataDir });
      try {
        const link = linkIn(await waitForMail(restarted.inboxUrl, email));
        expect(link.searchParams.get("type")).toBe("magiclink");
      } finally {
        await restarted.stop();
      }
    } finally {
      await own.stop();
      removeDataDir(own.dataDir);
    }
  });
});
