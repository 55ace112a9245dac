/** @jest-environment node */
import { inviteUser, resendInvite, revokeInvite } from "@/app/portal/add-user/actions";
import { idleAnswer } from "@/lib/action/answer";
import { requireRole } from "@/lib/auth/current-user";
import { recordEventNow } from "@/lib/db/activity";
import { inviteStaff, resendInvitation, revokeInvitation } from "@/lib/staff/invitations";

// The boundaries the actions cross: the role guard, the admin API module, the log, Next's cache.
jest.mock("@/lib/auth/current-user", () => ({ requireRole: jest.fn() }));
jest.mock("@/lib/staff/invitations", () => ({
  inviteStaff: jest.fn(),
  resendInvitation: jest.fn(),
  revokeInvitation: jest.fn(),
}));
jest.mock("@/lib/db/activity", () => ({ recordEventNow: jest.fn() }));
jest.mock("@/lib/visitor-address/request", () => ({ requestAddress: async () => "198.51.100.9" }));
jest.mock("next/cache", () => ({ refresh: jest.fn() }));

const ADMIN = { id: "admin-1", email: "boss@example.com", role: "admin" as const, expiresAt: 0 };
const ID = "00000000-0000-4000-8000-00000000000b";

function form(fields: Record<string, string>, order?: string[]): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  const get = data.get.bind(data);
  data.get = (name: string) => {
    order?.push(`form:${name}`);
    return get(name);
  };
  return data;
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(requireRole).mockResolvedValue(ADMIN);
  jest.mocked(recordEventNow).mockResolvedValue(undefined);
});

describe("every Add User action asks for an admin before it reads the form", () => {
  it.each([
    ["invite", (data: FormData) => inviteUser(idleAnswer, data)],
    ["resend", (data: FormData) => resendInvite(idleAnswer, data)],
    ["revoke", (data: FormData) => revokeInvite(idleAnswer, data)],
  ])("%s", async (_name, run) => {
    const order: string[] = [];
    jest.mocked(requireRole).mockImplementation(async () => {
      order.push("requireRole");
      throw new Error("NEXT_HTTP_ERROR_FALLBACK;403");
    });
    await expect(
      run(form({ email: "a@example.com", role: "admin", id: ID, confirm: "yes" }, order)),
    ).rejects.toThrow("403");
    expect(order).toEqual(["requireRole"]);
    expect(requireRole).toHaveBeenCalledWith("admin", "/portal/add-user");
    expect(inviteStaff).not.toHaveBeenCalled();
    expect(resendInvitation).not.toHaveBeenCalled();
    expect(revokeInvitation).not.toHaveBeenCalled();
  });
});

describe("inviteUser", () => {
  it.each([
    [{ email: "", role: "editor" }, { email: ["Enter the new person's e-mail address."] }],
    [{ email: "not an address", role: "editor" }, { email: ["Enter a valid e-mail address."] }],
    [{ email: "a@example.com", role: "owner" }, { role: ["Choose one of the three roles."] }],
  ])("refuses %p beside its field and asks nobody", async (fields, fieldErrors) => {
    const state = await inviteUser(idleAnswer, form(fields));
    expect(state).toMatchObject({
      status: "invalid",
      fieldErrors,
      values: { email: fields.email },
    });
    expect(inviteStaff).not.toHaveBeenCalled();
  });

  it("invites the lower-cased address with the role, and logs it with the admin as actor", async () => {
    jest.mocked(inviteStaff).mockResolvedValue({ ok: true, id: ID, email: "new@example.com" });
    const state = await inviteUser(
      idleAnswer,
      form({ email: " New@Example.com ", role: "viewer" }),
    );
    expect(inviteStaff).toHaveBeenCalledWith("new@example.com", "viewer", ADMIN);
    expect(state).toMatchObject({
      status: "done",
      message: "Invitation sent to new@example.com as viewer.",
    });
    expect(state.values).toBeUndefined();
    expect(recordEventNow).toHaveBeenCalledWith({
      actor: { id: ADMIN.id, email: ADMIN.email },
      action: "account.invited",
      target: { kind: "account", id: ID, label: "new@example.com" },
      clientAddress: "198.51.100.9",
      details: { role: "viewer" },
    });
  });

  it("passes a refusal on and logs nothing", async () => {
    jest.mocked(inviteStaff).mockResolvedValue({
      ok: false,
      reason: "exists",
      message: "old@example.com already has an account.",
    });
    const state = await inviteUser(idleAnswer, form({ email: "old@example.com", role: "admin" }));
    expect(state).toMatchObject({
      status: "refused",
      message: "old@example.com already has an account.",
      values: { email: "old@example.com", role: "admin" },
    });
    expect(recordEventNow).not.toHaveBeenCalled();
  });

  it("says so when the log could not be written", async () => {
    jest.mocked(inviteStaff).mockResolvedValue({ ok: true, id: ID, email: "new@example.com" });
    jest.mocked(recordEventNow).mockRejectedValue(new Error("database down"));
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const state = await inviteUser(idleAnswer, form({ email: "new@example.com", role: "editor" }));
    expect(state.status).toBe("refused");
    expect(state.message).toMatch(
      /^Invitation sent to new@example.com as editor\. The activity log could not record it/,
    );
  });
});

describe("resendInvite and revokeInvite", () => {
  it("resend logs account.invite_resent", async () => {
    jest.mocked(resendInvitation).mockResolvedValue({ ok: true, id: ID, email: "new@example.com" });
    const state = await resendInvite(idleAnswer, form({ id: ID }));
    expect(resendInvitation).toHaveBeenCalledWith(ID);
    expect(state).toMatchObject({
      status: "done",
      message: "Invitation sent again to new@example.com.",
    });
    expect(recordEventNow).toHaveBeenCalledWith(
      expect.objectContaining({ action: "account.invite_resent" }),
    );
  });

  it("revoke needs the tick, then logs account.invite_revoked", async () => {
    expect(await revokeInvite(idleAnswer, form({ id: ID }))).toMatchObject({ status: "refused" });
    expect(revokeInvitation).not.toHaveBeenCalled();
    jest.mocked(revokeInvitation).mockResolvedValue({ ok: true, id: ID, email: "new@example.com" });
    const state = await revokeInvite(idleAnswer, form({ id: ID, confirm: "yes" }));
    expect(state).toMatchObject({ status: "done" });
    expect(recordEventNow).toHaveBeenCalledWith(
      expect.objectContaining({ action: "account.invite_revoked" }),
    );
  });

  it("passes a refusal on (no longer pending) and logs nothing", async () => {
    jest.mocked(revokeInvitation).mockResolvedValue({
      ok: false,
      reason: "not-pending",
      message: "This invitation was accepted meanwhile; nothing was changed.",
    });
    const state = await revokeInvite(idleAnswer, form({ id: ID, confirm: "yes" }));
    expect(state).toMatchObject({
      status: "refused",
      message: "This invitation was accepted meanwhile; nothing was changed.",
    });
    expect(recordEventNow).not.toHaveBeenCalled();
  });
});
