import {
  accountKey,
  attemptProvedGood,
  ATTEMPTS_PER_ADDRESS,
  beginAttempt,
  beginLinkRequest,
  claimCode,
  CODES_PER_ACCOUNT,
  codesOf,
  emailsPerAccountPerHour,
  emailsPerHour,
  giveBackAttempt,
  isRefusal,
  linkUsed,
  MAX_SLOWDOWN_MS,
  mayRecordRefusal,
  passwordSlowdownMs,
  recordPasswordFailure,
  REFUSALS_RECORDED_PER_MINUTE,
  UNPROVEN_PER_STEP,
  type Attempt,
  type AuthStep,
} from "@/lib/auth/limits";
import { authEmailBudgetPerHour } from "@/lib/server-env";
import { limitStore, resetLimits } from "@/tests/unit/helpers/limit-store";

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
  resetLimits();
});

afterEach(() => {
  jest.useRealTimers();
});

/** True when an attempt at `step` from `address` is let through (and left counted). */
const allowFromAddress = async (step: AuthStep, address: string | null) =>
  !isRefusal(await beginAttempt(step, address));

/** An attempt let through, failing the test when it is refused. */
async function attempt(step: AuthStep, address: string | null): Promise<Attempt> {
  const taken = await beginAttempt(step, address);
  if (isRefusal(taken)) throw new Error(`refused: ${taken}`);
  return taken;
}

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
    const refused = () => Promise.reject(new Error("connection refused"));
    limitStore.store = {
      hit: refused,
      markFailure: refused,
      failures: refused,
      count: refused,
      giveBack: refused,
      rememberLink: refused,
      takeLink: refused,
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

describe("attempts that prove good are given back", () => {
  it("lets 25 right passwords from one address through, then refuses its 11th wrong one", async () => {
    const office = nextAddress();
    for (let index = 0; index < 25; index += 1) {
      await attemptProvedGood(await attempt("password", office));
    }
    const wrong = await attempts(ATTEMPTS_PER_ADDRESS + 1, () =>
      allowFromAddress("password", office),
    );
    expect(wrong.slice(0, -1).every(Boolean)).toBe(true);
    expect(wrong.at(-1)).toBe(false);
    expect(await allowFromAddress("password", nextAddress())).toBe(true);
  });

  it("gives back an attempt the auth service could not judge, without proving its address", async () => {
    const address = nextAddress();
    for (let index = 0; index < 20; index += 1) {
      await giveBackAttempt(await attempt("verify", address));
    }
    expect(await allowFromAddress("verify", address)).toBe(true);
  });
});

describe("every visitor's budget per step", () => {
  it("refuses unproven attempts as busy once all visitors together used it; a proven address still passes", async () => {
    const proven = nextAddress();
    await attemptProvedGood(await attempt("verify", proven));
    for (let index = 0; index < UNPROVEN_PER_STEP.verify; index += 1) {
      await attempt("verify", nextAddress());
    }
    const fresh = nextAddress();
    expect(await beginAttempt("verify", fresh)).toBe("busy");
    expect(await allowFromAddress("verify", proven)).toBe(true);
    expect(await allowFromAddress("password", fresh)).toBe(true);
  });

  it("counts a busy refusal against no visitor: their own share is given back", async () => {
    for (let index = 0; index < UNPROVEN_PER_STEP.code; index += 1) {
      await attempt("code", nextAddress());
    }
    const address = nextAddress();
    const refusals = await attempts(ATTEMPTS_PER_ADDRESS + 5, async () =>
      isRefusal(await beginAttempt("code", address)) ? true : false,
    );
    expect(refusals.every(Boolean)).toBe(true);
    expect(await limitStore.store.count(`code:${address}`)).toBe(0);
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

describe("beginLinkRequest", () => {
  const request = async (email: string, address: string | null) => {
    const answer = await beginLinkRequest("magic-link", email, address);
    return typeof answer === "string" ? answer : "send";
  };

  it("sends a colleague's link from the same address seconds later", async () => {
    const address = nextAddress();
    expect(await request(nextEmail(), address)).toBe("send");
    expect(await request(nextEmail(), address)).toBe("send");
  });

  it("allows an address a share of the hour's budget while its links go unused; a used link is given back", async () => {
    const address = nextAddress();
    const sent = [];
    for (let index = 0; index < emailsPerHour(); index += 1) {
      const email = nextEmail();
      expect(await request(email, address)).toBe("send");
      sent.push(email);
    }
    expect(await request(nextEmail(), address)).toBe("too-many");
    await linkUsed(sent[0]!);
    expect(await request(nextEmail(), address)).toBe("send");
  });

  it("allows one e-mail a minute per account, from any address, refused as the account's", async () => {
    const email = nextEmail();
    expect(await request(email, nextAddress())).toBe("send");
    expect(await request(email.toUpperCase(), nextAddress())).toBe("account");
    expect(await request(email, null)).toBe("account");
  });

  it("leaves a named person's links to more than one address: one address spends a third of their hour", async () => {
    jest.useFakeTimers({ now: Date.now(), doNotFake: ["nextTick", "setImmediate"] });
    resetLimits();
    const email = nextEmail();
    const requests = [];
    for (let index = 0; index < emailsPerAccountPerHour(); index += 1) {
      jest.setSystemTime(Date.now() + 61_000);
      const address = index < emailsPerHour() + 1 ? "198.51.100.200" : nextAddress();
      requests.push(await request(email, address));
    }
    expect(requests.slice(0, emailsPerHour())).toEqual(Array(emailsPerHour()).fill("send"));
    expect(requests[emailsPerHour()]).toBe("too-many");
    expect(requests.slice(emailsPerHour() + 1)).not.toContain("account");
  });

  it("counts a request refused for the account, or as busy, against no other budget", async () => {
    for (let index = 0; index < UNPROVEN_PER_STEP["magic-link"]; index += 1) {
      expect(await request(nextEmail(), nextAddress())).toBe("send");
    }
    const address = nextAddress();
    expect(await request(nextEmail(), address)).toBe("busy");
    expect(await limitStore.store.count(`email-hour:${address}`)).toBe(0);
  });

  it("derives the hourly shares from the project's e-mail budget", () => {
    expect(emailsPerHour(authEmailBudgetPerHour({}))).toBe(5);
    expect(emailsPerAccountPerHour(authEmailBudgetPerHour({}))).toBe(15);
    expect(emailsPerHour(authEmailBudgetPerHour({ AUTH_EMAIL_BUDGET_PER_HOUR: "3" }))).toBe(1);
    expect(
      emailsPerAccountPerHour(authEmailBudgetPerHour({ AUTH_EMAIL_BUDGET_PER_HOUR: "2" })),
    ).toBe(2);
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

describe("codes", () => {
  it("refuses an account's codes past its share, whoever sends them, and no other account", async () => {
    const account = nextEmail();
    const results = await attempts(
      CODES_PER_ACCOUNT + 1,
      async () => !isRefusal(await beginAttempt("code", nextAddress(), codesOf(account))),
    );
    expect(results.slice(0, CODES_PER_ACCOUNT).every(Boolean)).toBe(true);
    expect(results.at(-1)).toBe(false);
    expect(isRefusal(await beginAttempt("code", nextAddress(), codesOf(nextEmail())))).toBe(false);
  });

  it("counts codes per address as a step of their own", async () => {
    const address = nextAddress();
    const results = await attempts(ATTEMPTS_PER_ADDRESS + 1, () =>
      allowFromAddress("code", address),
    );
    expect(results.at(-1)).toBe(false);
    expect(await allowFromAddress("password", address)).toBe(true);
  });

  it("takes each code of an account once, until a claim that did not verify is released", async () => {
    const claim = await claimCode("user-1", "123456");
    expect(claim).not.toBeNull();
    expect(await claimCode("user-1", "123456")).toBeNull();
    expect(await claimCode("user-2", "123456")).not.toBeNull();
    await giveBackAttempt(claim!);
    expect(await claimCode("user-1", "123456")).not.toBeNull();
  });
});
