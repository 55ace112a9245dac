import type { AuthenticatorAssuranceLevels } from "@supabase/supabase-js";
import { sessionStanding } from "@/lib/auth/standing";

describe("sessionStanding", () => {
  const staff = (hasFactor: boolean) => ({ role: "editor" as const, hasFactor });
  const verified = (aal: AuthenticatorAssuranceLevels, hasFactor: boolean) => ({
    claims: {
      iss: "https://project.supabase.co/auth/v1",
      sub: "staff-1",
      aud: "authenticated",
      exp: 2,
      iat: 1,
      role: "authenticated",
      aal,
      session_id: "session-1",
    },
    staff: staff(hasFactor),
    isUnavailable: false as const,
  });

  it("counts a session owing its account's code as not yet signed in", () => {
    expect(sessionStanding(verified("aal1", true))).toBe("code-owed");
  });

  it("signs in a session that gave its code, or whose account has no factor", () => {
    expect(sessionStanding(verified("aal2", true))).toBe("signed-in");
    expect(sessionStanding(verified("aal1", false))).toBe("signed-in");
  });

  it("signs out a session that did not verify, also when it could not be checked now", () => {
    expect(sessionStanding({ claims: null, staff: null, isUnavailable: false })).toBe("signed-out");
    expect(sessionStanding({ claims: null, staff: null, isUnavailable: true })).toBe("signed-out");
  });
});
