import { MemoryLimitStore } from "@/lib/auth/rate-limit";

describe("MemoryLimitStore", () => {
  it("counts hits per key in fixed windows", async () => {
    let now = 0;
    const store = new MemoryLimitStore(100, () => now);
    expect(await store.hit("a", 1000)).toEqual({ count: 1, remainingMs: 1000 });
    expect(await store.hit("a", 1000)).toEqual({ count: 2, remainingMs: 1000 });
    expect((await store.hit("b", 1000)).count).toBe(1);
    now = 999;
    expect(await store.hit("a", 1000)).toEqual({ count: 3, remainingMs: 1 });
    now = 1000;
    expect(await store.hit("a", 1000)).toEqual({ count: 1, remainingMs: 1000 });
  });

  it("counts each failing address once per window", async () => {
    let now = 0;
    const store = new MemoryLimitStore(100, () => now);
    for (let index = 0; index < 20; index += 1) await store.markFailure("acct", "10.0.0.1", 1000);
    expect(await store.failures("acct")).toBe(1);
    await store.markFailure("acct", "10.0.0.2", 1000);
    expect(await store.failures("acct")).toBe(2);
    expect(await store.failures("other")).toBe(0);
    now = 1000;
    expect(await store.failures("acct")).toBe(0);
  });

  it("holds bounded memory however many distinct keys arrive", async () => {
    let now = 0;
    const store = new MemoryLimitStore(100, () => now);
    for (let index = 0; index < 10_000; index += 1) {
      now = index;
      await store.hit(`address-${index}`, 60_000);
      await store.markFailure(`account-${index}`, `address-${index}`, 60_000);
      await store.markFailure("one-account", `address-${index}`, 60_000);
    }
    expect(store.size).toBeLessThanOrEqual(200);
    expect(await store.failures("one-account")).toBeLessThanOrEqual(64);
    expect((await store.hit("address-9999", 60_000)).count).toBe(2);
  });
});
