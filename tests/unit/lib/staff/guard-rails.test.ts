import { guardRailRefusal, type GuardedChange } from "@/lib/staff/guard-rails";
import type { StaffAccount } from "@/lib/staff/staff-account";
import { staffAccount } from "@/tests/unit/helpers/staff-account";

const account = (id: string, changes: Partial<StaffAccount> = {}) =>
  staffAccount(id, { role: "admin", ...changes });

const demote: GuardedChange = { kind: "role", to: "editor" };
const removals: [string, GuardedChange][] = [
  ["demoted to editor", demote],
  ["demoted to viewer", { kind: "role", to: "viewer" }],
  ["deactivated", { kind: "deactivate" }],
  ["deleted", { kind: "delete" }],
];

describe("guardRailRefusal", () => {
  it.each([
    [{ kind: "role", to: "viewer" }, "You cannot change your own role."],
    [{ kind: "role", to: "admin" }, "You cannot change your own role."],
    [{ kind: "deactivate" }, "You cannot deactivate your own account."],
    [{ kind: "delete" }, "You cannot delete your own account."],
  ] as [GuardedChange, string][])("refuses %o of one's own account", (change, reason) => {
    const me = account("me");
    expect(guardRailRefusal("me", me, change, [me, account("other")])).toBe(reason);
  });

  it.each(removals)("refuses the last active admin being %s", (_label, change) => {
    const last = account("last");
    const others = [
      account("editor", { role: "editor" }),
      account("banned", { status: "deactivated" }),
      account("invited", { status: "invited" }),
    ];
    expect(guardRailRefusal("someone", last, change, [last, ...others])).toBe(
      "last@example.com is the last active admin: make someone else an admin first.",
    );
  });

  it.each(removals)("lets an admin be %s while another active admin remains", (_label, change) => {
    const target = account("target");
    expect(guardRailRefusal("me", target, change, [account("me"), target])).toBeNull();
  });

  it("lets the last active admin stay an admin", () => {
    const last = account("last");
    expect(guardRailRefusal("someone", last, { kind: "role", to: "admin" }, [last])).toBeNull();
  });

  it.each([
    ["an editor", account("t", { role: "editor" })],
    ["a deactivated admin", account("t", { status: "deactivated" })],
    ["an invited admin", account("t", { status: "invited" })],
  ])("does not count %s as the last active admin", (_label, target) => {
    for (const [, change] of removals) {
      expect(guardRailRefusal("me", target, change, [target])).toBeNull();
    }
  });
});
