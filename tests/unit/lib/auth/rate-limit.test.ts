import { RateLimiter } from "@/lib/auth/rate-limit";

describe("RateLimiter", () => {
  it("allows `limit` attempts per key and window, then refuses until the window ends", () => {
    const limiter = new RateLimiter(3, 1000);
    expect([1, 2, 3, 4].map(() => limiter.take("a", 0))).toEqual([true, true, true, false]);
    expect(limiter.take("b", 0)).toBe(true);
    expect(limiter.take("a", 999)).toBe(false);
    expect(limiter.take("a", 1000)).toBe(true);
  });

  it("holds at most maxKeys keys however many distinct keys arrive", () => {
    const limiter = new RateLimiter(1, 60_000, 100);
    for (let index = 0; index < 10_000; index += 1) limiter.take(`address-${index}`, index);
    expect(limiter.size).toBeLessThanOrEqual(100);
    expect(limiter.take("address-9999", 10_000)).toBe(false);
  });
});
