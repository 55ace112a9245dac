/** @jest-environment node */
import { AuthApiError, AuthRetryableFetchError } from "@supabase/supabase-js";
import { choosePassword } from "@/app/auth/set-password/actions";
import { idleAnswer } from "@/lib/action/answer";
import { getCurrentUser } from "@/lib/auth/current-user";
import { endPasswordStep, passwordStepFor } from "@/lib/auth/password-step";
import { recordEventNow } from "@/lib/db/activity";
import { closeInvitation } from "@/lib/staff/invitations";
import { createSupabaseServerClient } from "@/lib/supabase/server";
import { redirectOr } from "@/tests/unit/helpers/navigation";

// The boundaries: the verified user, the server's record of the password step, the auth service
// and its admin API, the activity log, the visitor's address and Next's redirect.
jest.mock("@/lib/auth/current-user", () => ({ getCurrentUser: jest.fn() }));
jest.mock("@/lib/auth/password-step", () => ({
  passwordStepFor: jest.fn(),
  endPasswordStep: jest.fn(async () => undefined),
}));
jest.mock("@/lib/supabase/server", () => ({ createSupabaseServerClient: jest.fn() }));
jest.mock("@/lib/staff/invitations", () => ({ closeInvitation: jest.fn() }));
jest.mock("@/lib/db/activity", () => ({ recordEventNow: jest.fn(async () => undefined) }));
jest.mock("@/lib/visitor-address/request", () => ({ requestAddress: async () => "198.51.100.7" }));
jest.mock(
  "next/navigation",
  () => jest.requireActual("@/tests/unit/helpers/navigation").navigationStub,
);

const USER = {
  id: "00000000-0000-4000-8000-00000000000b",
  email: "ada@example.com",
  role: "editor" as const,
  expiresAt: 0,
};
const PASSWORD = "a-new-long-password";
const SESSION_ID = "00000000-0000-4000-8000-0000000000c1";

const updateUser = jest.fn();
const signOut = jest.fn();

/** What choosing `PASSWORD` on a step of `type` ends in: a redirect's target, or the state. */
async function choose(type: "invite" | "recovery") {
  jest.mocked(passwordStepFor).mockResolvedValue({ type, userId: USER.id, sessionId: SESSION_ID });
  const form = new FormData();
  form.set("password", PASSWORD);
  form.set("confirm", PASSWORD);
  return redirectOr(() => choosePassword(idleAnswer, form));
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  jest.mocked(getCurrentUser).mockResolvedValue(USER);
  updateUser.mockResolvedValue({ data: { user: { id: USER.id } }, error: null });
  signOut.mockResolvedValue({ error: null });
  jest.mocked(closeInvitation).mockResolvedValue(true);
  jest.mocked(createSupabaseServerClient).mockResolvedValue({
    auth: { updateUser, signOut },
  } as unknown as Awaited<ReturnType<typeof createSupabaseServerClient>>);
});

describe("choosePassword", () => {
  it("after a reset, ends every other session of the account, then opens the portal", async () => {
    expect(await choose("recovery")).toBe("/portal");
    expect(updateUser).toHaveBeenCalledWith({ password: PASSWORD });
    expect(signOut).toHaveBeenCalledWith({ scope: "others" });
    expect(updateUser.mock.invocationCallOrder[0]).toBeLessThan(
      signOut.mock.invocationCallOrder[0]!,
    );
    expect(endPasswordStep).toHaveBeenCalledWith(
      expect.objectContaining({ sessionId: SESSION_ID }),
    );
    expect(closeInvitation).not.toHaveBeenCalled();
    // The sign-in was recorded when the link's button was pressed: nothing more here.
    expect(recordEventNow).not.toHaveBeenCalled();
  });

  it.each([
    ["an outage", new AuthRetryableFetchError("down", 503)],
    ["a refusal", new AuthApiError("Request rate limit reached", 429, "over_request_rate_limit")],
  ])("says so when %s keeps the other sessions alive, the password being set", async (_, error) => {
    signOut.mockResolvedValue({ error });
    expect(await choose("recovery")).toEqual({
      status: "refused",
      message:
        "Your password is set, but your other sessions could not be ended just now: use Sign out everywhere on your account page.",
      detail: { isPasswordSet: true },
    });
  });

  it("ends no session when the password was not set", async () => {
    updateUser.mockResolvedValue({
      data: { user: null },
      error: new AuthApiError("New password should be different", 422, "same_password"),
    });
    expect(await choose("recovery")).toMatchObject({ status: "invalid" });
    expect(signOut).not.toHaveBeenCalled();
    expect(endPasswordStep).not.toHaveBeenCalled();
  });

  it("after an invitation, closes it, records the acceptance and ends no session", async () => {
    expect(await choose("invite")).toBe("/portal");
    expect(closeInvitation).toHaveBeenCalledWith(USER.id);
    expect(signOut).not.toHaveBeenCalled();
    expect(recordEventNow).toHaveBeenCalledWith(
      expect.objectContaining({ action: "account.invite_accepted" }),
    );
  });

  it("sets no password while the invitation cannot be closed", async () => {
    jest.mocked(closeInvitation).mockResolvedValue(false);
    expect(await choose("invite")).toMatchObject({ status: "refused" });
    expect(updateUser).not.toHaveBeenCalled();
    expect(endPasswordStep).not.toHaveBeenCalled();
    expect(recordEventNow).not.toHaveBeenCalled();
  });

  it("sends a session without a step of its own to the sign-in page, changing nothing", async () => {
    jest.mocked(passwordStepFor).mockResolvedValue(null);
    const form = new FormData();
    form.set("password", PASSWORD);
    form.set("confirm", PASSWORD);
    expect(await redirectOr(() => choosePassword(idleAnswer, form))).toBe("/login");
    expect(updateUser).not.toHaveBeenCalled();
    expect(closeInvitation).not.toHaveBeenCalled();
    expect(recordEventNow).not.toHaveBeenCalled();
  });

  it("says the service is unavailable when the step cannot be read, changing nothing", async () => {
    jest.mocked(passwordStepFor).mockResolvedValue("unavailable");
    const form = new FormData();
    form.set("password", PASSWORD);
    form.set("confirm", PASSWORD);
    expect(await choosePassword(idleAnswer, form)).toMatchObject({ status: "refused" });
    expect(updateUser).not.toHaveBeenCalled();
  });
});
