import type { User } from "@supabase/supabase-js";
import { staffAccount } from "@/tests/unit/helpers/staff-account";
import {
  accountFilters,
  filterAccounts,
  staffAccountOf,
  type StaffAccount,
} from "@/lib/staff/staff-account";

const NOW = Date.UTC(2026, 10, 25, 6, 0, 0);
const later = new Date(NOW + 3600_000).toISOString();
const earlier = new Date(NOW - 3600_000).toISOString();

const user = (changes: Partial<User> = {}): User => ({
  id: "00000000-0000-4000-8000-000000000001",
  aud: "authenticated",
  email: "ada@example.com",
  email_confirmed_at: earlier,
  app_metadata: { provider: "email", role: "editor" },
  user_metadata: {},
  created_at: earlier,
  ...changes,
});

describe("staffAccountOf", () => {
  it("reads e-mail, role, last sign-in and an active status", () => {
    expect(staffAccountOf(user({ last_sign_in_at: earlier }), NOW)).toEqual({
      id: "00000000-0000-4000-8000-000000000001",
      email: "ada@example.com",
      role: "editor",
      status: "active",
      lastSignInAt: earlier,
      invitedAt: null,
      hasTwoStep: false,
    });
  });

  it("reads legacy staff as an editor, and no staff role as no staff account", () => {
    expect(staffAccountOf(user({ app_metadata: { role: "staff" } }), NOW)?.role).toBe("editor");
    expect(staffAccountOf(user({ app_metadata: { provider: "email" } }), NOW)).toBeNull();
    expect(
      staffAccountOf(user({ app_metadata: {}, user_metadata: { role: "admin" } }), NOW),
    ).toBeNull();
  });

  it.each([
    [
      "invited and not yet confirmed",
      { invited_at: earlier, email_confirmed_at: undefined },
      "invited",
    ],
    ["invited and confirmed", { invited_at: earlier }, "active"],
    ["banned until later", { banned_until: later }, "deactivated"],
    ["banned with a date that does not parse", { banned_until: "someday" }, "deactivated"],
    [
      "invited and banned",
      { invited_at: earlier, email_confirmed_at: undefined, banned_until: later },
      "deactivated",
    ],
    ["whose ban has run out", { banned_until: earlier }, "active"],
  ] as [string, Partial<User>, string][])(
    "counts an account %s as %s",
    (_label, changes, status) => {
      expect(staffAccountOf(user(changes), NOW)?.status).toBe(status);
    },
  );

  it("says two-step sign-in is on only with a verified factor", () => {
    const factor = (status: "verified" | "unverified") => ({
      id: "f",
      friendly_name: "phone",
      factor_type: "totp" as const,
      status,
      created_at: earlier,
      updated_at: earlier,
    });
    expect(staffAccountOf(user({ factors: [factor("unverified")] }), NOW)?.hasTwoStep).toBe(false);
    expect(staffAccountOf(user({ factors: [factor("verified")] }), NOW)?.hasTwoStep).toBe(true);
  });
});

describe("accountFilters and filterAccounts", () => {
  const account = (email: string, changes: Partial<StaffAccount> = {}) =>
    staffAccount(email, { email, ...changes });
  const accounts = [
    account("zoe@example.com", { role: "admin" }),
    account("ada@example.com"),
    account("bob@other.org", { role: "viewer", status: "deactivated" }),
    account("cy@example.com", { status: "invited" }),
  ];
  const emails = (filters: Parameters<typeof accountFilters>[0]) =>
    filterAccounts(accounts, accountFilters(filters)).map(({ email }) => email);

  it("lists every account by e-mail without filters", () => {
    expect(emails({})).toEqual([
      "ada@example.com",
      "bob@other.org",
      "cy@example.com",
      "zoe@example.com",
    ]);
  });

  it("searches any part of the e-mail in any case", () => {
    expect(emails({ q: "  OTHER.org " })).toEqual(["bob@other.org"]);
    expect(emails({ q: "nobody" })).toEqual([]);
  });

  it("filters by role and status together with the search", () => {
    expect(emails({ role: "admin" })).toEqual(["zoe@example.com"]);
    expect(emails({ status: "invited" })).toEqual(["cy@example.com"]);
    expect(emails({ q: "example", role: "editor", status: "active" })).toEqual(["ada@example.com"]);
  });

  it("ignores a role or status it does not know", () => {
    expect(accountFilters({ role: "owner", status: "gone" })).toEqual({
      q: "",
      role: "",
      status: "",
    });
    expect(accountFilters({ role: "staff" }).role).toBe("");
  });
});
