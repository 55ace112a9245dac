import { hasRole, roleOf, ROLES, type Role } from "@/lib/auth/roles";

describe("roleOf", () => {
  it.each(ROLES)("reads %s from app_metadata", (role) => {
    expect(roleOf({ provider: "email", role })).toBe(role);
  });

  it("reads the legacy staff marker as editor", () => {
    expect(roleOf({ provider: "email", role: "staff" })).toBe("editor");
  });

  it.each([
    ["no app_metadata", undefined],
    ["no role", { provider: "email" }],
    ["an unknown role", { role: "owner" }],
    ["a role of another case", { role: "Admin" }],
    ["a role that is not a string", { role: ["admin"] }],
    ["an inherited role", Object.create({ role: "admin" }) as object],
  ])("gives no staff role for %s", (_label, appMetadata) => {
    expect(roleOf(appMetadata)).toBeNull();
  });
});

describe("hasRole", () => {
  const opens: Record<Role, Role[]> = {
    viewer: ["viewer"],
    editor: ["viewer", "editor"],
    admin: ["viewer", "editor", "admin"],
  };
  it.each(ROLES.flatMap((role) => ROLES.map((need) => [role, need] as const)))(
    "%s against a need of %s",
    (role, need) => {
      expect(hasRole(role, need)).toBe(opens[role].includes(need));
    },
  );

  it.each(ROLES)("refuses no role against a need of %s", (need) => {
    expect(hasRole(null, need)).toBe(false);
  });
});
