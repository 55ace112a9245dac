import { hasSessionExpired } from "@/lib/auth/expiry";

describe("hasSessionExpired", () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  const inSeconds = (seconds: number) => now / 1000 + seconds;

  it("keeps a session with more than 90 seconds left", () => {
    expect(hasSessionExpired(inSeconds(91), now)).toBe(false);
    expect(hasSessionExpired(inSeconds(3600), now)).toBe(false);
  });

  it("counts a session with under 90 seconds left as expired", () => {
    expect(hasSessionExpired(inSeconds(89), now)).toBe(true);
    expect(hasSessionExpired(inSeconds(0), now)).toBe(true);
    expect(hasSessionExpired(inSeconds(-10), now)).toBe(true);
  });

  it("counts a session without a known expiry as expired", () => {
    expect(hasSessionExpired(undefined, now)).toBe(true);
    expect(hasSessionExpired(Number.NaN, now)).toBe(true);
  });
});
