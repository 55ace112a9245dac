import postgres from "postgres";
import { databaseLimitStore } from "@/lib/auth/limit-store";
import { getDatabase } from "@/lib/db/client";
import { processWide } from "@/lib/process-table";
import { startStack, type TestStack } from "../helpers/stack-process";

let stack: TestStack;
let sql: postgres.Sql;

beforeAll(async () => {
  stack = await startStack();
  process.env.DATABASE_URL = stack.databaseUrl;
  sql = postgres(stack.databaseUrl, { prepare: false, max: 2, onnotice: () => undefined });
});

afterAll(async () => {
  await sql?.end();
  await getDatabase().$client.end();
  await stack?.stop();
});

describe("the sign-in counters in the project's database", () => {
  it("count concurrent hits atomically: every hit gets its own count", async () => {
    const hits = await Promise.all(
      Array.from({ length: 40 }, () => databaseLimitStore.hit("test:concurrent", 60_000)),
    );
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
    for (const hit of hits) {
      expect(hit.remainingMs).toBeGreaterThan(50_000);
      expect(hit.remainingMs).toBeLessThanOrEqual(60_000);
    }
  });

  it("open a new window once the old one has ended", async () => {
    expect((await databaseLimitStore.hit("test:short", 300)).count).toBe(1);
    expect((await databaseLimitStore.hit("test:short", 300)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await databaseLimitStore.hit("test:short", 300)).count).toBe(1);
  });

  it("count each failing address once per account and window", async () => {
    for (let index = 0; index < 20; index += 1) {
      await databaseLimitStore.markFailure("acct-a", "127.0.0.9", 60_000);
    }
    await databaseLimitStore.markFailure("acct-a", "127.0.0.10", 60_000);
    await databaseLimitStore.markFailure("acct-b", "127.0.0.9", 60_000);
    expect(await databaseLimitStore.failures("acct-a")).toBe(2);
    expect(await databaseLimitStore.failures("acct-b")).toBe(1);
    await databaseLimitStore.markFailure("acct-c", "127.0.0.9", 200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await databaseLimitStore.failures("acct-c")).toBe(0);
  });

  it("give a hit back, never below none, and read a key's count in its window", async () => {
    await Promise.all([1, 2, 3].map(() => databaseLimitStore.hit("test:given-back", 60_000)));
    await databaseLimitStore.giveBack("test:given-back");
    expect(await databaseLimitStore.count("test:given-back")).toBe(2);
    await Promise.all([1, 2, 3].map(() => databaseLimitStore.giveBack("test:given-back")));
    expect(await databaseLimitStore.count("test:given-back")).toBe(0);
    expect((await databaseLimitStore.hit("test:given-back", 60_000)).count).toBe(1);
    expect(await databaseLimitStore.count("test:never-hit")).toBe(0);
  });

  it("remember an account's latest link request once, until it is taken or its time ends", async () => {
    await databaseLimitStore.rememberLink("acct-link", ["magic-link:a", "email-hour:a"], 60_000);
    await databaseLimitStore.rememberLink("acct-link", ["password-reset:b"], 60_000);
    expect(await databaseLimitStore.takeLink("acct-link")).toEqual(["password-reset:b"]);
    expect(await databaseLimitStore.takeLink("acct-link")).toBeNull();
    await databaseLimitStore.rememberLink("acct-late", ["magic-link:c"], 200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await databaseLimitStore.takeLink("acct-late")).toBeNull();
  });

  it("lose their expired rows to a sweep, at most once a minute per process", async () => {
    await sql`
      INSERT INTO app_private.sign_in_counters (key, count, expires_at)
      VALUES ('test:expired', 3, now() - interval '1 second')`;
    await sql`
      INSERT INTO app_private.sign_in_failures (account, address, expires_at)
      VALUES ('acct-expired', '127.0.0.9', now() - interval '1 second')`;
    // The last sweep of this process was a minute ago: the next hit starts one.
    processWide("signInLimitSweep", () => ({ lastAt: 0 })).lastAt = Date.now() - 61_000;
    await databaseLimitStore.hit("test:sweeper", 60_000);
    const left = async () => {
      const [counters] = await sql`
        SELECT count(*)::int AS n FROM app_private.sign_in_counters WHERE key = 'test:expired'`;
      const [failures] = await sql`
        SELECT count(*)::int AS n FROM app_private.sign_in_failures WHERE account = 'acct-expired'`;
      return (counters?.n ?? 0) + (failures?.n ?? 0);
    };
    for (let tries = 0; tries < 50 && (await left()) > 0; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await left()).toBe(0);
    expect((await databaseLimitStore.hit("test:sweeper", 60_000)).count).toBe(2);
  });

  it("are out of reach of Supabase's API roles", async () => {
    const tables = ["sign_in_counters", "sign_in_failures", "sign_in_link_requests"];
    for (const [role, table] of ["anon", "authenticated"].flatMap((r) =>
      tables.map((t) => [r, t]),
    )) {
      await expect(
        sql.begin(async (tx) => {
          await tx.unsafe(`SET LOCAL ROLE ${role}`);
          return tx.unsafe(`SELECT count(*) FROM app_private.${table}`);
        }),
      ).rejects.toThrow(/permission denied/);
    }
  });
});
