import { isProtectedPath, loginPath, safeNextPath, twoStepPath } from "@/lib/auth/paths";

describe("safeNextPath", () => {
  it.each([
    ["/portal", "/portal"],
    ["/portal/finances", "/portal/finances"],
    ["/portal/vault?tab=keys#recent", "/portal/vault?tab=keys#recent"],
    ["/about", "/about"],
    ["/portal/caf%C3%A9", "/portal/caf%C3%A9"],
  ])("keeps the same-site path %s", (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    "",
    "portal",
    "https://evil.example/portal",
    "http:/evil.example",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/%2F%2Fevil.example",
    "%2F%2Fevil.example",
    "/%5Cevil.example",
    "/%5C%5Cevil.example",
    "javascript:alert(1)",
    "/javascript:alert(1)/..//evil",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/portal\n//evil.example",
    "/portal\r\nSet-Cookie: x=1",
    "/portal%0d%0aSet-Cookie:%20x=1",
    "/\tportal",
    "/ /evil.example",
    "/portal/../../evil",
    "/portal/%2e%2e/admin",
    "/portal/./x",
    "/%",
    "/\u2028",
    "/login",
    "/login?next=/portal",
    "/auth/confirm?token_hash=x",
    "/auth/sign-out",
    "/auth/set-password/",
    "/auth/set-password?next=/login",
    "/auth/set-password#x",
    "/auth/%73et-password",
    "/login/two-step?next=/auth/set-password",
    `/${"a".repeat(3000)}`,
  ])("falls back to /portal for %j", (next) => {
    expect(safeNextPath(next)).toBe("/portal");
  });

  it("keeps exactly the password step, where an invitation's or reset's code step goes on to", () => {
    expect(safeNextPath("/auth/set-password")).toBe("/auth/set-password");
  });
});

describe("twoStepPath", () => {
  it("goes on to the password step after the code of an invitation or reset", () => {
    expect(twoStepPath("/auth/set-password")).toBe("/login/two-step?next=%2Fauth%2Fset-password");
  });

  it("goes on to a same-site path, else to the portal", () => {
    expect(twoStepPath("/portal/site")).toBe("/login/two-step?next=%2Fportal%2Fsite");
    expect(twoStepPath("/auth/confirm")).toBe("/login/two-step?next=%2Fportal");
  });
});

describe("isProtectedPath", () => {
  it.each(["/portal", "/portal/", "/portal/vault", "/portal/a/b"])("protects %s", (path) => {
    expect(isProtectedPath(path)).toBe(true);
  });

  it.each(["/", "/about", "/portals", "/login", "/portal-preview"])("leaves %s public", (path) => {
    expect(isProtectedPath(path)).toBe(false);
  });
});

describe("loginPath", () => {
  it("remembers where the visitor was going", () => {
    expect(loginPath("/portal/vault?tab=keys")).toBe("/login?next=%2Fportal%2Fvault%3Ftab%3Dkeys");
  });

  it("adds the expired flag when the session expired", () => {
    expect(loginPath("/portal", { hasExpired: true })).toBe("/login?next=%2Fportal&expired=1");
  });

  it("never carries an unsafe next", () => {
    expect(loginPath("//evil.example")).toBe("/login?next=%2Fportal");
  });

  it("carries an error code, after next when there is one", () => {
    expect(loginPath(null, { error: "link_invalid" })).toBe("/login?error=link_invalid");
    expect(loginPath("/portal/vault", { error: "unavailable" })).toBe(
      "/login?next=%2Fportal%2Fvault&error=unavailable",
    );
  });

  it("is the bare sign-in page without next or flags", () => {
    expect(loginPath(null)).toBe("/login");
  });
});
