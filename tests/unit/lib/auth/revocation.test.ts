import { isRevokedSession, sessionRevocation } from "@/lib/auth/revocation";

describe("isRevokedSession", () => {
  const at = Date.UTC(2026, 10, 25, 6, 0, 0);
  const mark = sessionRevocation(at);

  it("writes the mark in whole epoch seconds", () => {
    expect(sessionRevocation(at + 999)).toEqual({ sessions_revoked_at: at / 1000 });
  });

  it("revokes a session that signed in before the mark, or within its second", () => {
    expect(isRevokedSession(at - 60_000, mark)).toBe(true);
    expect(isRevokedSession(at, mark)).toBe(true);
    expect(isRevokedSession(at + 999, mark)).toBe(true);
  });

  it("keeps a session that signed in after the mark", () => {
    expect(isRevokedSession(at + 1000, mark)).toBe(false);
  });

  it("revokes a session whose sign-in time is unknown once there is a mark", () => {
    expect(isRevokedSession(null, mark)).toBe(true);
  });

  it.each([
    ["no metadata", null],
    ["metadata without a mark", { role: "editor" }],
    ["a mark that is not a number", { sessions_revoked_at: "2026-11-25" }],
    ["a mark that is not finite", { sessions_revoked_at: Number.NaN }],
  ])("revokes nothing with %s", (_label, appMetadata) => {
    expect(isRevokedSession(null, appMetadata)).toBe(false);
    expect(isRevokedSession(at, appMetadata)).toBe(false);
  });
});
