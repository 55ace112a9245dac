/** @jest-environment node */
import { AuthApiError } from "@supabase/supabase-js";
import { refresh } from "next/cache";
import { manageAccount } from "@/app/portal/manage-users/actions";
import { requireRole } from "@/lib/auth/current-user";
import { endAccountChangeLease, takeAccountChangeLease } from "@/lib/db/account-change-lease";
import { recordEventNow } from "@/lib/db/activity";
import { idleAnswer } from "@/lib/action/answer";
import {
  changeAccountRole,
  deactivateAccount,
  deleteAccount,
  listStaffAccounts,
  removeTwoStep,
} from "@/lib/staff/accounts";
import { staffAccount as account } from "@/tests/unit/helpers/staff-account";

// The boundaries an account action crosses: the session check, the admin API, the activity log.
jest.mock("@/lib/auth/current-user", () => ({ requireRole: jest.fn() }));
jest.mock("@/lib/staff/accounts", () => ({
  listStaffAccounts: jest.fn(),
  changeAccountRole: jest.fn(),
  deactivateAccount: jest.fn(),
  reactivateAccount: jest.fn(),
  sendPasswordReset: jest.fn(),
  deleteAccount: jest.fn(),
  removeTwoStep: jest.fn(),
}));
jest.mock("@/lib/db/activity", () => ({ recordEventNow: jest.fn() }));
jest.mock("@/lib/db/account-change-lease", () => ({
  takeAccountChangeLease: jest.fn(),
  endAccountChangeLease: jest.fn(),
}));
jest.mock("@/lib/visitor-address/request", () => ({ requestAddress: async () => "198.51.100.7" }));
jest.mock("next/cache", () => ({ refresh: jest.fn() }));

const me = account("me", { role: "admin" });
const ada = account("ada");

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const run = (fields: Record<string, string>) => manageAccount(idleAnswer, form(fields));

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(requireRole).mockResolvedValue({
    id: "me",
    email: "me@example.com",
    role: "admin",
    expiresAt: 0,
  });
  jest.mocked(listStaffAccounts).mockResolvedValue([me, ada]);
  jest.mocked(takeAccountChangeLease).mockResolvedValue(true);
  jest.mocked(endAccountChangeLease).mockResolvedValue();
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});

describe("manageAccount", () => {
  it("asks for an admin before it reads anything", async () => {
    jest.mocked(requireRole).mockRejectedValue(new Error("NEXT_HTTP_ERROR_FALLBACK;403"));
    await expect(run({ id: "ada", intent: "delete", confirm: "ada@example.com" })).rejects.toThrow(
      "403",
    );
    expect(requireRole).toHaveBeenCalledWith("admin", "/portal/manage-users");
    expect(listStaffAccounts).not.toHaveBeenCalled();
    expect(deleteAccount).not.toHaveBeenCalled();
  });

  it("changes a role through the admin API, then records it with from and to", async () => {
    const order: string[] = [];
    jest.mocked(changeAccountRole).mockImplementation(async () => void order.push("api"));
    jest.mocked(recordEventNow).mockImplementation(async () => void order.push("log"));
    expect(await run({ id: "ada", intent: "role", role: "viewer" })).toEqual({
      status: "done",
      message: "ada@example.com is now a viewer. Their open sessions follow within a minute.",
      detail: { isDeleted: false },
    });
    expect(changeAccountRole).toHaveBeenCalledWith("ada", "viewer");
    expect(order).toEqual(["api", "log"]);
    expect(recordEventNow).toHaveBeenCalledWith({
      actor: { id: "me", email: "me@example.com" },
      action: "account.role_changed",
      target: { kind: "account", id: "ada", label: "ada@example.com" },
      clientAddress: "198.51.100.7",
      details: { from: "editor", to: "viewer" },
    });
    expect(refresh).toHaveBeenCalled();
  });

  it("names the new role with its article: an editor, an admin, a viewer", async () => {
    const phrases = { editor: "an editor", admin: "an admin", viewer: "a viewer" };
    for (const [role, phrase] of Object.entries(phrases)) {
      const answer = await run({ id: "ada", intent: "role", role });
      expect(answer.message).toMatch(
        new RegExp(`^ada@example\\.com (is now|is already) ${phrase}[.;]`),
      );
    }
  });

  it("says so when the change was made but the activity log could not record it", async () => {
    jest.mocked(recordEventNow).mockRejectedValue(new Error("connect ECONNREFUSED 127.0.0.1:5432"));
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const answer = await run({ id: "ada", intent: "deactivate" });
    expect(answer).toMatchObject({
      status: "done",
      detail: { isDeleted: false, isUnrecorded: true },
    });
    expect(answer.message).toMatch(
      / is deactivated.*\. The activity log could not record it, though: tell a developer; the change itself stands\.$/,
    );
    expect(deactivateAccount).toHaveBeenCalledWith("ada");
  });

  it("records nothing when the admin API refuses, and says why", async () => {
    jest
      .mocked(deactivateAccount)
      .mockRejectedValue(new AuthApiError("User not found", 404, "user_not_found"));
    expect((await run({ id: "ada", intent: "deactivate" })).message).toBe(
      "That account no longer exists: reload the page to see the list as it is.",
    );
    expect(recordEventNow).not.toHaveBeenCalled();
  });

  it("holds the guard rails against the list read now, not the form", async () => {
    expect((await run({ id: "me", intent: "role", role: "editor" })).message).toBe(
      "You cannot change your own role.",
    );
    const lastAdmin = account("last", { role: "admin" });
    jest.mocked(listStaffAccounts).mockResolvedValue([{ ...me, role: "editor" }, lastAdmin]);
    expect((await run({ id: "last", intent: "deactivate" })).message).toBe(
      "last@example.com is the last active admin: make someone else an admin first.",
    );
    expect(deactivateAccount).not.toHaveBeenCalled();
    expect(changeAccountRole).not.toHaveBeenCalled();
  });

  it("deletes only with the address typed, and keeps the e-mail in the event", async () => {
    expect((await run({ id: "ada", intent: "delete", confirm: "ADA@example.com" })).status).toBe(
      "refused",
    );
    expect(deleteAccount).not.toHaveBeenCalled();
    expect(await run({ id: "ada", intent: "delete", confirm: " ada@example.com " })).toEqual({
      status: "done",
      message: "ada@example.com is deleted. It leaves this list when the page reloads.",
      detail: { isDeleted: true },
    });
    expect(deleteAccount).toHaveBeenCalledWith("ada");
    expect(jest.mocked(recordEventNow).mock.calls[0]?.[0]).toMatchObject({
      action: "account.deleted",
      details: { email: "ada@example.com", role: "editor" },
    });
  });

  it.each([
    ["an account that is not staff", { id: "nobody", intent: "deactivate" }],
    ["an unknown intent", { id: "ada", intent: "promote" }],
    ["a role that is not one", { id: "ada", intent: "role", role: "owner" }],
    ["no form at all", {}],
  ])("refuses %s and changes nothing", async (_label, fields) => {
    expect((await run(fields)).status).toBe("refused");
    expect(changeAccountRole).not.toHaveBeenCalled();
    expect(deactivateAccount).not.toHaveBeenCalled();
    expect(recordEventNow).not.toHaveBeenCalled();
  });

  it("removes a lost factor of another account once ticked, and records it", async () => {
    jest.mocked(listStaffAccounts).mockResolvedValue([me, { ...ada, hasTwoStep: true }]);
    expect(await run({ id: "ada", intent: "two-step" })).toEqual({
      status: "refused",
      message: "Tick the box to confirm removing the two-step sign-in of ada@example.com.",
    });
    expect(removeTwoStep).not.toHaveBeenCalled();
    expect(await run({ id: "ada", intent: "two-step", confirm: "yes" })).toEqual({
      status: "done",
      message:
        "Two-step sign-in of ada@example.com is removed: they sign in with their password alone.",
      detail: { isDeleted: false },
    });
    expect(removeTwoStep).toHaveBeenCalledWith("ada");
    expect(recordEventNow).toHaveBeenCalledWith({
      actor: { id: "me", email: "me@example.com" },
      action: "account.factor_removed",
      target: { kind: "account", id: "ada", label: "ada@example.com" },
      clientAddress: "198.51.100.7",
      details: undefined,
    });
  });

  it("removes no factor of the admin's own account, nor of an account without one", async () => {
    jest.mocked(listStaffAccounts).mockResolvedValue([{ ...me, hasTwoStep: true }, ada]);
    expect(await run({ id: "me", intent: "two-step", confirm: "yes" })).toMatchObject({
      status: "refused",
      message: "Turn off your own two-step sign-in on your account page, with a code.",
    });
    expect(await run({ id: "ada", intent: "two-step", confirm: "yes" })).toMatchObject({
      status: "refused",
      message: "ada@example.com has no two-step sign-in to remove.",
    });
    expect(removeTwoStep).not.toHaveBeenCalled();
    expect(recordEventNow).not.toHaveBeenCalled();
  });

  it("reads the accounts and acts while holding the account-change lease, then gives it back", async () => {
    const order: string[] = [];
    jest.mocked(takeAccountChangeLease).mockImplementation(async () => {
      order.push("take");
      return true;
    });
    jest.mocked(listStaffAccounts).mockImplementation(async () => {
      order.push("read");
      return [me, ada];
    });
    jest.mocked(changeAccountRole).mockImplementation(async () => void order.push("api"));
    jest.mocked(endAccountChangeLease).mockImplementation(async () => void order.push("end"));
    expect((await run({ id: "ada", intent: "role", role: "viewer" })).status).toBe("done");
    expect(order).toEqual(["take", "read", "api", "end"]);
    const [holder] = jest.mocked(takeAccountChangeLease).mock.calls[0]!;
    expect(endAccountChangeLease).toHaveBeenCalledWith(holder);
  });

  it("refuses, reading and changing nothing, when the database cannot hold the lease", async () => {
    jest.mocked(takeAccountChangeLease).mockRejectedValue(new Error("connect ECONNREFUSED"));
    expect(await run({ id: "ada", intent: "role", role: "viewer" })).toMatchObject({
      status: "refused",
      message:
        "The database is not answering, so the change could not be held against another admin's and nothing changed. Try again in a moment.",
    });
    expect(listStaffAccounts).not.toHaveBeenCalled();
    expect(changeAccountRole).not.toHaveBeenCalled();
  });

  it("waits for another admin's change, and refuses as busy when it does not end", async () => {
    jest.useFakeTimers();
    try {
      jest.mocked(takeAccountChangeLease).mockResolvedValueOnce(false).mockResolvedValueOnce(true);
      const waited = run({ id: "ada", intent: "role", role: "viewer" });
      await jest.advanceTimersByTimeAsync(200);
      expect((await waited).status).toBe("done");

      jest.mocked(takeAccountChangeLease).mockResolvedValue(false);
      const busy = run({ id: "ada", intent: "deactivate" });
      await jest.advanceTimersByTimeAsync(11_000);
      expect(await busy).toMatchObject({
        status: "refused",
        message:
          "Another admin's account change is still under way, so nothing changed. Try again in a moment.",
      });
      expect(deactivateAccount).not.toHaveBeenCalled();
      expect(endAccountChangeLease).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it("refuses when the account list cannot be read", async () => {
    jest.mocked(listStaffAccounts).mockRejectedValue(new Error("fetch failed"));
    expect((await run({ id: "ada", intent: "deactivate" })).message).toBe(
      "The auth service is not answering, so nothing changed. Try again in a moment.",
    );
  });
});
