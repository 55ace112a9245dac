import type { JwtPayload, User } from "@supabase/supabase-js";
import { isStaffAccount, isStaffClaims, projectIssuer } from "@/lib/auth/staff";

const issuer = projectIssuer("https://abc.supabase.co/", undefined);
const now = 1_800_000_000;
const staff = {
  iss: issuer,
  sub: "user-1",
  aud: "authenticated",
  exp: now + 60,
  iat: now,
  role: "authenticated",
  aal: "aal1",
  session_id: "session-1",
  is_anonymous: false,
  app_metadata: { provider: "email", role: "staff" },
} satisfies JwtPayload;

describe("isStaffClaims", () => {
  it("admits a staff member of this project", () => {
    expect(issuer).toBe("https://abc.supabase.co/auth/v1");
    expect(isStaffClaims(staff, issuer, now)).toBe(true);
  });

  it.each(["admin", "editor", "viewer", "staff"])("admits the %s role", (role) => {
    expect(isStaffClaims({ ...staff, app_metadata: { role } }, issuer, now)).toBe(true);
  });

  it.each([
    ["an unmarked user", { app_metadata: { provider: "email" } }],
    ["a role that is none of the three", { app_metadata: { role: "owner" } }],
    [
      "an admin role only the user can write",
      { app_metadata: {}, user_metadata: { role: "admin" } },
    ],
    ["a role only the user can write", { app_metadata: {}, user_metadata: { role: "staff" } }],
    ["an inherited role", { app_metadata: Object.create({ role: "staff" }) as object }],
    ["another audience", { aud: "anon" }],
    ["an anonymous user", { is_anonymous: true }],
    ["another project's token", { iss: "https://other.supabase.co/auth/v1" }],
    ["a token not valid yet", { nbf: now + 30 }],
  ])("refuses %s", (_label, change) => {
    expect(isStaffClaims({ ...staff, ...change } as JwtPayload, issuer, now)).toBe(false);
  });
});

describe("projectIssuer", () => {
  it("is the project's own auth address unless one is configured", () => {
    expect(projectIssuer("https://abc.supabase.co", "")).toBe("https://abc.supabase.co/auth/v1");
    expect(projectIssuer("https://proxy.example", "https://abc.supabase.co/auth/v1")).toBe(
      "https://abc.supabase.co/auth/v1",
    );
  });
});

describe("isStaffAccount", () => {
  const account = {
    id: "user-1",
    aud: "authenticated",
    app_metadata: { provider: "email", role: "staff" },
    user_metadata: {},
    created_at: new Date(now * 1000).toISOString(),
  } satisfies User;
  const at = (offsetSeconds: number) => new Date((now + offsetSeconds) * 1000).toISOString();

  it("admits a staff account that is not banned, or whose ban has run out", () => {
    expect(isStaffAccount(account, now * 1000)).toBe(true);
    expect(isStaffAccount({ ...account, banned_until: at(-1) }, now * 1000)).toBe(true);
  });

  it.each([
    ["an account whose role was removed", { app_metadata: { provider: "email" } }],
    ["an account given another role", { app_metadata: { role: "viewer-of-nothing" } }],
    ["a banned account", { banned_until: at(60) }],
    ["a ban date that does not parse", { banned_until: "soon" }],
  ])("refuses %s", (_label, change) => {
    expect(isStaffAccount({ ...account, ...change }, now * 1000)).toBe(false);
  });
});
