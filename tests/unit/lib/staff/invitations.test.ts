/** @jest-environment node */
import { AuthApiError, type User } from "@supabase/supabase-js";
import {
  closeInvitation,
  inviteStaff,
  listPendingInvitations,
  resendInvitation,
  revokeInvitation,
} from "@/lib/staff/invitations";
import { createSupabaseAdminClient } from "@/lib/supabase/admin";

// The admin API is the boundary: a stub answers as the auth service would.
jest.mock("@/lib/supabase/admin", () => ({ createSupabaseAdminClient: jest.fn() }));

const ADMIN = { id: "admin-1", email: "boss@example.com", role: "admin" as const, expiresAt: 0 };
const ID = "00000000-0000-4000-8000-00000000000c";
const api = {
  listUsers: jest.fn(),
  inviteUserByEmail: jest.fn(),
  updateUserById: jest.fn(),
  getUserById: jest.fn(),
  deleteUser: jest.fn(),
};

function user(fields: Partial<User>): User {
  return {
    id: ID,
    app_metadata: {},
    user_metadata: {},
    aud: "authenticated",
    created_at: "",
    ...fields,
  } as User;
}

function listing(...users: User[]) {
  api.listUsers.mockResolvedValue({ data: { users, total: users.length }, error: null });
}

beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(createSupabaseAdminClient)
    .mockReturnValue({ auth: { admin: api } } as unknown as ReturnType<
      typeof createSupabaseAdminClient
    >);
  api.inviteUserByEmail.mockResolvedValue({
    data: { user: user({ email: "new@example.com" }) },
    error: null,
  });
  api.updateUserById.mockResolvedValue({ data: { user: user({}) }, error: null });
  api.deleteUser.mockResolvedValue({ data: { user: null }, error: null });
});

describe("inviteStaff", () => {
  it("invites a new address to the confirm page, then writes role and inviter to app_metadata", async () => {
    listing(user({ id: "other", email: "someone@example.com" }));
    expect(await inviteStaff("new@example.com", "editor", ADMIN)).toEqual({
      ok: true,
      id: ID,
      email: "new@example.com",
    });
    expect(api.inviteUserByEmail).toHaveBeenCalledWith("new@example.com", {
      redirectTo: expect.stringMatching(/\/auth\/confirm$/),
      data: {},
    });
    expect(api.updateUserById).toHaveBeenCalledWith(ID, {
      app_metadata: {
        role: "editor",
        invited_by: ADMIN.id,
        invited_by_email: ADMIN.email,
        invitation_pending: true,
      },
    });
  });

  it.each([
    [
      "a confirmed account",
      user({ email: "old@example.com", email_confirmed_at: "2026-01-01T00:00:00Z" }),
      "old@example.com already has an account.",
    ],
    [
      "a staff account",
      user({ email: "old@example.com", app_metadata: { role: "viewer" } }),
      "old@example.com already has an account.",
    ],
    [
      "a pending invitation",
      user({
        email: "old@example.com",
        invited_at: "2026-11-25T00:00:00Z",
        app_metadata: { role: "editor" },
      }),
      "old@example.com already has a pending invitation: use Resend below.",
    ],
  ])("refuses %s and sends nothing", async (_what, existing, message) => {
    listing(existing);
    expect(await inviteStaff("old@example.com", "admin", ADMIN)).toEqual({
      ok: false,
      reason: "exists",
      message,
    });
    expect(api.inviteUserByEmail).not.toHaveBeenCalled();
    expect(api.updateUserById).not.toHaveBeenCalled();
  });

  it("reads every page of the account list before deciding", async () => {
    const page = Array.from({ length: 200 }, (_, index) =>
      user({ id: `u${index}`, email: `u${index}@example.com` }),
    );
    api.listUsers
      .mockResolvedValueOnce({ data: { users: page, total: 201 }, error: null })
      .mockResolvedValueOnce({
        data: {
          users: [user({ email: "old@example.com", email_confirmed_at: "2026-01-01T00:00:00Z" })],
          total: 201,
        },
        error: null,
      });
    expect(await inviteStaff("old@example.com", "editor", ADMIN)).toMatchObject({
      ok: false,
      reason: "exists",
    });
    expect(api.listUsers).toHaveBeenNthCalledWith(2, { page: 2, perPage: 1000 });
  });

  it.each([
    [
      new AuthApiError("email rate limit exceeded", 429, "over_email_send_rate_limit"),
      "No invitation was sent: the auth service's e-mail limit is reached. Try again later.",
    ],
    [
      new AuthApiError("Unexpected failure", 500, "unexpected_failure"),
      "No invitation was sent: the auth service is not answering. Try again in a moment.",
    ],
  ])("words the service's refusal %p", async (error, message) => {
    listing();
    api.inviteUserByEmail.mockResolvedValue({ data: { user: null }, error });
    expect(await inviteStaff("new@example.com", "editor", ADMIN)).toEqual({
      ok: false,
      reason: "failed",
      message,
    });
    expect(api.updateUserById).not.toHaveBeenCalled();
  });

  it("withdraws a new account whose role could not be written", async () => {
    listing();
    api.updateUserById.mockResolvedValue({
      data: { user: null },
      error: new AuthApiError("down", 503, "unexpected_failure"),
    });
    expect(await inviteStaff("new@example.com", "editor", ADMIN)).toMatchObject({
      ok: false,
      reason: "failed",
    });
    expect(api.deleteUser).toHaveBeenCalledWith(ID);
  });
});

describe("resend and revoke re-check that the invitation is still pending", () => {
  it.each([
    [
      "accepted",
      {
        data: {
          user: user({
            email: "a@example.com",
            invited_at: "2026-11-25T00:00:00Z",
            email_confirmed_at: "2026-11-25T01:00:00Z",
          }),
        },
        error: null,
      },
      "This invitation was accepted meanwhile; nothing was changed.",
    ],
    [
      "revoked",
      { data: { user: null }, error: new AuthApiError("User not found", 404, "user_not_found") },
      "This invitation was revoked meanwhile; nothing was changed.",
    ],
  ])("refuses one %s meanwhile", async (_what, answer, message) => {
    api.getUserById.mockResolvedValue(answer);
    expect(await resendInvitation(ID)).toEqual({ ok: false, reason: "not-pending", message });
    expect(await revokeInvitation(ID)).toEqual({ ok: false, reason: "not-pending", message });
    expect(api.inviteUserByEmail).not.toHaveBeenCalled();
    expect(api.deleteUser).not.toHaveBeenCalled();
  });

  it("refuses an id that is not one", async () => {
    expect(await revokeInvitation("../../users")).toMatchObject({
      ok: false,
      reason: "not-pending",
    });
    expect(api.getUserById).not.toHaveBeenCalled();
  });

  it("resends and revokes a pending one", async () => {
    api.getUserById.mockResolvedValue({
      data: { user: user({ email: "p@example.com", invited_at: "2026-11-25T00:00:00Z" }) },
      error: null,
    });
    expect(await resendInvitation(ID)).toEqual({ ok: true, id: ID, email: "p@example.com" });
    expect(api.inviteUserByEmail).toHaveBeenCalledWith(
      "p@example.com",
      expect.objectContaining({ data: {} }),
    );
    expect(await revokeInvitation(ID)).toEqual({ ok: true, id: ID, email: "p@example.com" });
    expect(api.deleteUser).toHaveBeenCalledWith(ID);
  });
});

describe("listPendingInvitations", () => {
  const HOUR = 60 * 60 * 1000;
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

  it("lists unconfirmed invited accounts, newest first, with inviter and expiry", async () => {
    const older = hoursAgo(5);
    listing(
      user({
        id: "a",
        email: "a@example.com",
        invited_at: older,
        app_metadata: { role: "viewer", invited_by_email: "boss@example.com" },
      }),
      user({
        id: "b",
        email: "b@example.com",
        invited_at: hoursAgo(1),
        app_metadata: { role: "admin", invitation_pending: true },
      }),
      user({
        id: "c",
        email: "c@example.com",
        invited_at: hoursAgo(1),
        email_confirmed_at: hoursAgo(0.5),
      }),
      user({ id: "d", email: "d@example.com" }),
    );
    const { pending, withdrawn } = await listPendingInvitations();
    expect(pending.map((invitation) => invitation.id)).toEqual(["b", "a"]);
    expect(pending[1]).toMatchObject({
      role: "viewer",
      invitedByEmail: "boss@example.com",
      expiresAt: new Date(Date.parse(older) + 24 * HOUR).toISOString(),
      hasExpired: false,
    });
    expect(pending[0]).toMatchObject({ role: "admin", invitedByEmail: null });
    expect(withdrawn).toEqual([]);
    expect(api.deleteUser).not.toHaveBeenCalled();
  });

  it("withdraws the invitations past their time, accepted or not, and lists the rest", async () => {
    listing(
      user({ id: "late", email: "late@example.com", invited_at: hoursAgo(25) }),
      user({
        id: "pressed",
        email: "pressed@example.com",
        invited_at: hoursAgo(30),
        email_confirmed_at: hoursAgo(29),
        app_metadata: { role: "admin", invitation_pending: true },
      }),
      user({
        id: "joined",
        email: "joined@example.com",
        invited_at: hoursAgo(300),
        email_confirmed_at: hoursAgo(299),
        app_metadata: { role: "editor" },
      }),
      user({ id: "fresh", email: "fresh@example.com", invited_at: hoursAgo(2) }),
    );
    const { pending, withdrawn } = await listPendingInvitations();
    expect(withdrawn).toEqual([
      { id: "late", email: "late@example.com" },
      { id: "pressed", email: "pressed@example.com" },
    ]);
    expect(api.deleteUser.mock.calls).toEqual([["late"], ["pressed"]]);
    expect(pending.map((invitation) => invitation.id)).toEqual(["fresh"]);
  });

  it("leaves one pressed in time to its person while the password step may still be open", async () => {
    listing(
      user({
        id: "choosing",
        email: "choosing@example.com",
        invited_at: hoursAgo(24.2),
        email_confirmed_at: hoursAgo(24.1),
        app_metadata: { role: "editor", invitation_pending: true },
      }),
    );
    const { withdrawn } = await listPendingInvitations();
    expect(withdrawn).toEqual([]);
    expect(api.deleteUser).not.toHaveBeenCalled();
  });

  it("keeps listing, as expired, one whose account could not be deleted", async () => {
    api.deleteUser.mockResolvedValue({
      data: { user: null },
      error: new AuthApiError("down", 500, "unexpected_failure"),
    });
    listing(user({ id: "late", email: "late@example.com", invited_at: hoursAgo(25) }));
    const { pending, withdrawn } = await listPendingInvitations();
    expect(withdrawn).toEqual([]);
    expect(pending).toEqual([expect.objectContaining({ id: "late", hasExpired: true })]);
  });
});

describe("closeInvitation", () => {
  it("removes the pending mark, and says whether the auth service took it", async () => {
    expect(await closeInvitation(ID)).toBe(true);
    expect(api.updateUserById).toHaveBeenCalledWith(ID, {
      app_metadata: { invitation_pending: null },
    });
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    api.updateUserById.mockResolvedValue({
      data: { user: null },
      error: new AuthApiError("down", 500, "unexpected_failure"),
    });
    expect(await closeInvitation(ID)).toBe(false);
  });
});
