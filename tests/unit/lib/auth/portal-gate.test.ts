import { gateScope, portalGate, type GateSession } from "@/lib/auth/portal-gate";
import type { SessionStanding } from "@/lib/auth/standing";

const knows = (pathname: string) => pathname !== "/portal/unknown";

function decide(
  path: string,
  standing: SessionStanding,
  {
    method = "GET",
    hasLostSession = false,
    isUnavailable = false,
  }: Partial<GateSession> & {
    method?: string;
  } = {},
) {
  const url = new URL(path, "http://localhost:3000");
  return portalGate(
    { pathname: url.pathname, search: url.search, method },
    { standing, hasLostSession, isUnavailable },
    knows,
  );
}

describe("gateScope", () => {
  it("leaves the public pages alone", () => {
    expect(gateScope("/", new Headers())).toBe("public");
    expect(gateScope("/portals", new Headers())).toBe("public");
  });

  it("checks the session of a private request, except a prefetch's", () => {
    for (const path of ["/portal/vault", "/login", "/auth/sign-out"]) {
      expect(gateScope(path, new Headers())).toBe("session");
    }
    for (const header of [
      ["next-router-prefetch", "1"],
      ["next-router-segment-prefetch", "/_tree"],
      ["purpose", "prefetch"],
    ]) {
      expect(gateScope("/portal/vault", new Headers([header as [string, string]]))).toBe(
        "prefetch",
      );
    }
  });
});

describe("portalGate", () => {
  it("sends a signed-out visitor of a portal page to sign in, coming back", () => {
    expect(decide("/portal/vault?tab=2", "signed-out")).toEqual({
      action: "redirect",
      to: "/login?next=%2Fportal%2Fvault%3Ftab%3D2",
    });
  });

  it("says a lost session expired, and an outage that the service is unavailable", () => {
    expect(decide("/portal", "signed-out", { hasLostSession: true })).toEqual({
      action: "redirect",
      to: "/login?next=%2Fportal&expired=1",
    });
    expect(decide("/portal", "signed-out", { hasLostSession: true, isUnavailable: true })).toEqual({
      action: "redirect",
      to: "/login?next=%2Fportal&error=unavailable",
    });
  });

  it.each(["GET", "POST"])("sends a %s of a session owing its code to the code step", (method) => {
    expect(decide("/portal/site/ventures?page=2", "code-owed", { method })).toEqual({
      action: "redirect",
      to: "/login/two-step?next=%2Fportal%2Fsite%2Fventures%3Fpage%3D2",
    });
  });

  it("leaves the sign-in flow to the signed-out and to whoever owes a code", () => {
    for (const standing of ["signed-out", "code-owed"] as const) {
      expect(decide("/login?next=/portal", standing)).toEqual({ action: "next" });
      expect(decide("/auth/set-password", standing)).toEqual({ action: "next" });
    }
  });

  it("sends the signed-in past a GET of the sign-in page, to a same-site next only", () => {
    expect(decide("/login?next=/portal/vault", "signed-in")).toEqual({
      action: "redirect",
      to: "/portal/vault",
    });
    expect(decide("/login?next=https://evil.example", "signed-in")).toEqual({
      action: "redirect",
      to: "/portal",
    });
    expect(decide("/login", "signed-in", { method: "POST" })).toEqual({ action: "next" });
    expect(decide("/login/two-step", "signed-in")).toEqual({ action: "next" });
  });

  it("answers the signed-in a portal page it does not know with a 404, and lets the rest on", () => {
    expect(decide("/portal/unknown", "signed-in")).toEqual({ action: "not-found" });
    expect(decide("/portal/vault", "signed-in")).toEqual({ action: "next" });
    expect(decide("/auth/confirm", "signed-in")).toEqual({ action: "next" });
  });
});
