import {
  accountKey,
  allowCodeForAccount,
  allowEmail,
  allowFromAddress,
  ATTEMPTS_PER_ADDRESS,
  CODES_PER_ACCOUNT,
  emailsPerHour,
  MAX_SLOWDOWN_MS,
  mayRecordRefusal,
  passwordSlowdownMs,
  recordPasswordFailure,
  REFUSALS_RECORDED_PER_MINUTE,
} from "@/lib/auth/limits";
import { MemoryLimitStore } from "@/lib/auth/rate-limit";
import { authEmailBudgetPerHour } from "@/lib/server-env";
import { limitStore } from "@/tests/unit/helpers/limit-store";

// A memory store stands in for the database; the policy above it is what is tested here.
jest.mock(
  "@/lib/auth/limit-store",
  () => jest.requireActual("@/tests/unit/helpers/limit-store").limitStoreStub,
);

let serial = 0;
/** A fresh address per call, so the process-wide cache of refused keys never carries over. */
const nextAddress = () => `203.0.113.${(serial += 1)}`;
const nextEmail = () => `person-${(serial += 1)}@example.com`;

beforeEach(() => {
  limitStore.store = new MemoryLimitStore();
});

async function attempts(count: number, attempt: () => Promise<boolean>): Promise<boolean[]> {
  const results: boolean[] = [];
  for (let index = 0; index < count; index += 1) results.push(await attempt());
  return results;
}

describe("allowFromAddress", () => {
  it("refuses one address's step from the 11th attempt, and no other address or step", async () => {
    const address = nextAddress();
    const results = await attempts(ATTEMPTS_PER_ADDRESS + 2, () =>
      allowFromAddress("password", address),
    );
    expect(results.filter(Boolean)).toHaveLength(ATTEMPTS_PER_ADDRESS);
    expect(results.slice(-2)).toEqual([false, false]);
    expect(await allowFromAddress("password", nextAddress())).toBe(true);
    expect(await allowFromAddress("verify", address)).toBe(true);
  });

  it("counts IPv6 visitors per /64", async () => {
    await attempts(ATTEMPTS_PER_ADDRESS, () =>
      allowFromAddress("verify", `2001:db8:9:${serial}:0:0:0:${(serial += 1)}`),
    );
    // Every address above had a different /64; one /64 takes ten, then refuses.
    const network = `2001:db8:a:${(serial += 1)}`;
    const results = await attempts(ATTEMPTS_PER_ADDRESS + 1, () =>
      allowFromAddress("verify", `${network}:0:0:0:${(serial += 1).toString(16)}`),
    );
    expect(results.at(-1)).toBe(false);
    expect(results.slice(0, -1).every(Boolean)).toBe(true);
  });

  it("lets an unknown address through: it cannot be counted", async () => {
    expect((await attempts(20, () => allowFromAddress("password", null))).every(Boolean)).toBe(
      true,
    );
  });

  it("still answers when the database fails, counting in memory", async () => {
    limitStore.store = {
      hit: () => Promise.reject(new Error("connection refused")),
      markFailure: () => Promise.reject(new Error("connection refused")),
      failures: () => Promise.reject(new Error("connection refused")),
    };
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const address = nextAddress();
    const results = await attempts(ATTEMPTS_PER_ADDRESS + 1, () =>
      allowFromAddress("magic-link", address),
    );
    expect(results.filter(Boolean)).toHaveLength(ATTEMPTS_PER_ADDRESS);
    expect(await passwordSlowdownMs(nextEmail())).toBe(0);
  });
});

describe("password slowdown", () => {
  it("does not slow an account down for any number of failures from one address", async () => {
    const email = nextEmail();
    const address = nextAddress();
    for (let index = 0; index < 20; index += 1) await recordPasswordFailure(email, address);
    expect(await passwordSlowdownMs(email)).toBe(0);
  });

  it("slows down with the number of distinct failing addresses, up to a cap, never refusing", async () => {
    const email = nextEmail();
    const delays: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      await recordPasswordFailure(email, nextAddress());
      delays.push(await passwordSlowdownMs(email));
    }
    expect(delays.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(delays[4]).toBeGreaterThan(0);
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
    expect(delays.at(-1)).toBe(MAX_SLOWDOWN_MS);
  });

  it("counts the account by the hash of its trimmed lower-case e-mail", async () => {
    expect(accountKey(" Person@Example.COM ")).toBe(accountKey("person@example.com"));
    expect(accountKey("person@example.com")).toMatch(/^[0-9a-f]{64}$/);
    const email = nextEmail();
    for (let index = 0; index < 6; index += 1) {
      await recordPasswordFailure(index % 2 ? email.toUpperCase() : email, nextAddress());
    }
    expect(await passwordSlowdownMs(` ${email.toUpperCase()}`)).toBeGreaterThan(0);
  });
});

describe("allowEmail", () => {
  it("allows one e-mail a minute per address, refused as the address's", async () => {
    const address = nextAddress();
    expect(await allowEmail(nextEmail(), address)).toBe("send");
    expect(await allowEmail(nextEmail(), address)).toBe("address");
  });

  it("allows one e-mail a minute per account, from any address, refused as the account's", async () => {
    const email = nextEmail();
    expect(await allowEmail(email, nextAddress())).toBe("send");
    expect(await allowEmail(email.toUpperCase(), nextAddress())).toBe("account");
    expect(await allowEmail(email, null)).toBe("account");
  });

  it("derives the hourly share from the project's e-mail budget", () => {
    expect(emailsPerHour(authEmailBudgetPerHour({}))).toBe(5);
    expect(emailsPerHour(authEmailBudgetPerHour({ AUTH_EMAIL_BUDGET_PER_HOUR: "3" }))).toBe(1);
    expect(emailsPerHour(authEmailBudgetPerHour({ AUTH_EMAIL_BUDGET_PER_HOUR: "60" }))).toBe(10);
    expect(emailsPerHour(authEmailBudgetPerHour({ AUTH_EMAIL_BUDGET_PER_HOUR: "nonsense" }))).toBe(
      5,
    );
  });
});

describe("mayRecordRefusal (what the activity log keeps of a flood of refused sign-ins)", () => {
  it("records one refusal a minute per address, whatever address it tries", async () => {
    const address = nextAddress();
    expect(await mayRecordRefusal(nextEmail(), address)).toBe(true);
    expect(await mayRecordRefusal(nextEmail(), address)).toBe(false);
    expect(await mayRecordRefusal(null, address)).toBe(false);
  });

  it("records one refusal a minute per account, from whatever address", async () => {
    const email = nextEmail();
    expect(await mayRecordRefusal(email, nextAddress())).toBe(true);
    expect(await mayRecordRefusal(email.toUpperCase(), nextAddress())).toBe(false);
    expect(await mayRecordRefusal(email, null)).toBe(false);
  });

  // Last in this file: it spends the process-wide count every refusal shares.
  it("records no more than a fixed number a minute in all, from many addresses and accounts", async () => {
    const results = await attempts(REFUSALS_RECORDED_PER_MINUTE + 5, () =>
      mayRecordRefusal(nextEmail(), nextAddress()),
    );
    expect(results.filter(Boolean).length).toBeLessThanOrEqual(REFUSALS_RECORDED_PER_MINUTE);
    expect(results.slice(-5)).toEqual([false, false, false, false, false]);
  });
});

describe("allowCodeForAccount", () => {
  it("refuses an account's codes past its share, whoever sends them, and no other account", async () => {
    const account = nextEmail();
    const results = await attempts(CODES_PER_ACCOUNT + 1, () => allowCodeForAccount(account));
    expect(results.slice(0, CODES_PER_ACCOUNT).every(Boolean)).toBe(true);
    expect(results.at(-1)).toBe(false);
    expect(await allowCodeForAccount(nextEmail())).toBe(true);
  });
  it("counts codes per address as a step of their own", async () => {
    const address = nextAddress();
    const results = await attempts(ATTEMPTS_PER_ADDRESS + 1, () =>
      allowFromAddress("code", address),
    );
    expect(results.at(-1)).toBe(false);
    expect(await allowFromAddress("password", address)).toBe(true);
  });
});
