import { isRefreshDue } from "@/lib/auth/events";

describe("isRefreshDue (a session counts as expired when under 90 seconds remain)", () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  const inSeconds = (seconds: number) => now / 1000 + seconds;

  it("leaves a token with more than three 30-second ticks left alone", () => {
    expect(isRefreshDue(inSeconds(91), now)).toBe(false);
    expect(isRefreshDue(inSeconds(3600), now)).toBe(false);
  });

  it("refreshes a token with 90 seconds or less left, or already expired", () => {
    expect(isRefreshDue(inSeconds(90), now)).toBe(true);
    expect(isRefreshDue(inSeconds(30), now)).toBe(true);
    expect(isRefreshDue(inSeconds(-10), now)).toBe(true);
  });
});
