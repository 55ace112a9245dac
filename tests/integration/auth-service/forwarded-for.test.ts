import { createClient } from "@supabase/supabase-js";
import { removeDataDir, startStack, type TestStack } from "../helpers/stack-process";

const BURST = 2;
let stack: TestStack;

beforeAll(async () => {
  stack = await startStack({
    env: {
      LOCAL_SUPABASE_SB_FORWARDED_FOR: "true",
      LOCAL_SUPABASE_RATE_LIMIT_BURST: String(BURST),
      LOCAL_SUPABASE_RATE_LIMIT_TOKEN: "1",
    },
  });
});

afterAll(async () => {
  await stack.stop();
  removeDataDir(stack.dataDir);
});

/** The password grant's statuses for `tries` wrong passwords, sent as a server would. */
async function wrongPasswords(key: string, visitor: string, tries: number): Promise<number[]> {
  const client = createClient(stack.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { "Sb-Forwarded-For": visitor } },
  });
  const statuses = [];
  for (let i = 0; i < tries; i += 1) {
    const { error } = await client.auth.signInWithPassword({
      email: "nobody@example.com",
      password: "wrong-password",
    });
    statuses.push(error?.status ?? 200);
  }
  return statuses;
}

describe("IP address forwarding (Sb-Forwarded-For)", () => {
  it("counts a secret-key request by the visitor it names, each visitor in its own bucket", async () => {
    expect(await wrongPasswords(stack.secretKey, "198.51.100.1", BURST + 1)).toEqual([
      400, 400, 429,
    ]);
    expect(await wrongPasswords(stack.secretKey, "198.51.100.2", BURST)).toEqual([400, 400]);
  });

  it("ignores the header with the publishable key: the caller's own address counts", async () => {
    expect(await wrongPasswords(stack.publishableKey, "198.51.100.3", BURST)).toEqual([400, 400]);
    expect(await wrongPasswords(stack.publishableKey, "198.51.100.4", 1)).toEqual([429]);
  });
});
