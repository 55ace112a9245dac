/** @jest-environment node */
import { AuthApiError } from "@supabase/supabase-js";
import { confirmSignIn } from "@/app/auth/confirm/actions";
import { idleAnswer } from "@/lib/action/answer";
import { startPasswordStep } from "@/lib/auth/password-step";
import { recordSignIn } from "@/lib/auth/sign-in-events";
import { recordEventNow } from "@/lib/db/activity";
import { withdrawExpiredInvitation } from "@/lib/staff/invitations";
import { createSupabaseServerClient } from "@/lib/supabase/server";
import { redirectOr } from "@/tests/unit/helpers/navigation";

// The boundaries the confirm action crosses: the limits, the auth service, the admin API, the
// activity log, the server's record of the password step and Next's redirect.
jest.mock(
  "@/lib/auth/limit-store",
  () => jest.requireActual("@/tests/unit/helpers/limit-store").limitStoreStub,
);
jest.mock("@/lib/visitor-address/request", () => ({ requestAddress: async () => "198.51.100.7" }));
jest.mock("@/lib/auth/verify", () => ({ isStaffToken: jest.fn(async () => true) }));
jest.mock("@/lib/supabase/server", () => ({ createSupabaseServerClient: jest.fn() }));
jest.mock("@/lib/staff/invitations", () => ({ withdrawExpiredInvitation: jest.fn() }));
jest.mock("@/lib/db/activity", () => ({ recordEventNow: jest.fn(async () => undefined) }));
jest.mock("@/lib/auth/sign-in-events", () => ({
  recordSignIn: jest.fn(),
  recordRefusedSignIn: jest.fn(),
}));
jest.mock("@/lib/auth/password-step", () => ({ startPasswordStep: jest.fn(async () => true) }));
jest.mock(
  "next/navigation",
  () => jest.requireActual("@/tests/unit/helpers/navigation").navigationStub,
);

const HASH = "0123456789abcdef0123456789abcdef0123456789abcdef01234567";
const USER_ID = "00000000-0000-4000-8000-00000000000a";
const HOUR = 60 * 60 * 1000;

const verifyOtp = jest.fn();
const signOut = jest.fn(async () => ({ error: null }));

/**
 * The auth service's answer to a verified link: a session of the account, whose address is
 * confirmed at `confirmedAt`, by this very link (now) unless it was before.
 */
function sessionFor(
  invitedAt: string | undefined,
  appMetadata: Record<string, unknown> = {},
  confirmedAt = new Date().toISOString(),
) {
  return {
    data: {
      session: {
        access_token: "token",
        user: {
          id: USER_ID,
          email: "new@example.com",
          invited_at: invitedAt,
          email_confirmed_at: confirmedAt,
          app_metadata: { role: "editor", ...appMetadata },
        },
      },
    },
    error: null,
  };
}

/** Where the action sends the visitor for a link of `type`. */
async function landing(type: string): Promise<string> {
  const form = new FormData();
  form.set("token_hash", HASH);
  form.set("type", type);
  form.set("next", "/portal/site");
  const target = await redirectOr(() => confirmSignIn(idleAnswer, form));
  if (typeof target !== "string") throw new Error("no redirect");
  return target;
}

beforeEach(() => {
  jest.clearAllMocks();
  process.env.INVITE_TTL_HOURS = "24";
  jest.mocked(createSupabaseServerClient).mockResolvedValue({
    auth: { verifyOtp, signOut },
  } as unknown as Awaited<ReturnType<typeof createSupabaseServerClient>>);
  jest.mocked(withdrawExpiredInvitation).mockResolvedValue(true);
});

afterAll(() => {
  delete process.env.INVITE_TTL_HOURS;
});

describe("confirmSignIn", () => {
  it.each(["invite", "email", "recovery"])(
    "reads a %s link the auth service refused by its rate limit as busy, never as expired",
    async (type) => {
      verifyOtp.mockResolvedValue({
        data: { session: null },
        error: new AuthApiError("Request rate limit reached", 429, "over_request_rate_limit"),
      });
      expect(await landing(type)).toBe("/login?error=busy");
    },
  );

  it("sends a fresh invitation on to choosing a password", async () => {
    verifyOtp.mockResolvedValue(sessionFor(new Date(Date.now() - HOUR).toISOString()));
    expect(await landing("invite")).toBe("/auth/set-password");
    expect(verifyOtp).toHaveBeenCalledWith({ token_hash: HASH, type: "invite" });
    expect(startPasswordStep).toHaveBeenCalledWith(expect.anything(), "token", "invite");
    expect(withdrawExpiredInvitation).not.toHaveBeenCalled();
    expect(recordSignIn).toHaveBeenCalledWith(
      expect.objectContaining({ id: USER_ID }),
      "invitation link",
      "198.51.100.7",
    );
  });

  it("refuses an invitation older than INVITE_TTL_HOURS although the link worked", async () => {
    verifyOtp.mockResolvedValue(sessionFor(new Date(Date.now() - 25 * HOUR).toISOString()));
    expect(await landing("invite")).toBe("/auth/confirm?error=invite_expired");
    expect(signOut).toHaveBeenCalledWith({ scope: "global" });
    expect(withdrawExpiredInvitation).toHaveBeenCalledWith(USER_ID);
    expect(recordEventNow).toHaveBeenCalledWith(
      expect.objectContaining({
        action: "account.invite_revoked",
        target: { kind: "account", id: USER_ID, label: "new@example.com" },
        details: { reason: "expired" },
      }),
    );
    expect(startPasswordStep).not.toHaveBeenCalled();
    expect(recordSignIn).not.toHaveBeenCalled();
  });

  it("honours a longer INVITE_TTL_HOURS", async () => {
    process.env.INVITE_TTL_HOURS = "48";
    verifyOtp.mockResolvedValue(sessionFor(new Date(Date.now() - 25 * HOUR).toISOString()));
    expect(await landing("invite")).toBe("/auth/set-password");
  });

  it("says an invitation expired when the auth service answers otp_expired", async () => {
    verifyOtp.mockResolvedValue({
      data: { session: null, user: null },
      error: new AuthApiError("Email link is invalid or has expired", 403, "otp_expired"),
    });
    expect(await landing("invite")).toBe("/auth/confirm?error=invite_expired");
    expect(await landing("magiclink")).toBe("/login?error=link_invalid");
  });

  it.each(["recovery", "magiclink", "email"])(
    "refuses a %s link to an invitation still pending past INVITE_TTL_HOURS, and withdraws it",
    async (type) => {
      verifyOtp.mockResolvedValue(
        sessionFor(new Date(Date.now() - 25 * HOUR).toISOString(), { invitation_pending: true }),
      );
      expect(await landing(type)).toBe("/auth/confirm?error=invite_expired");
      expect(signOut).toHaveBeenCalledWith({ scope: "global" });
      expect(withdrawExpiredInvitation).toHaveBeenCalledWith(USER_ID);
      expect(startPasswordStep).not.toHaveBeenCalled();
      expect(recordSignIn).not.toHaveBeenCalled();
    },
  );

  it.each(["recovery", "magiclink"])(
    "takes a %s link to an invitation pending in time as its acceptance: choose a password",
    async (type) => {
      verifyOtp.mockResolvedValue(
        sessionFor(new Date(Date.now() - HOUR).toISOString(), { invitation_pending: true }),
      );
      expect(await landing(type)).toBe("/auth/set-password");
      expect(startPasswordStep).toHaveBeenCalledWith(expect.anything(), "token", "invite");
      expect(withdrawExpiredInvitation).not.toHaveBeenCalled();
    },
  );

  it.each(["recovery", "magiclink", "email"])(
    "refuses a %s link to an unmarked invitation (sent before the mark) not accepted in time",
    async (type) => {
      verifyOtp.mockResolvedValue(sessionFor(new Date(Date.now() - 25 * HOUR).toISOString()));
      expect(await landing(type)).toBe("/auth/confirm?error=invite_expired");
      expect(signOut).toHaveBeenCalledWith({ scope: "global" });
      expect(withdrawExpiredInvitation).toHaveBeenCalledWith(USER_ID);
      expect(recordEventNow).toHaveBeenCalledWith(
        expect.objectContaining({
          action: "account.invite_revoked",
          details: { reason: "expired" },
        }),
      );
      expect(startPasswordStep).not.toHaveBeenCalled();
      expect(recordSignIn).not.toHaveBeenCalled();
    },
  );

  it.each([
    ["invited long ago and accepted", 900, 899],
    ["invited before the mark and confirmed by the reset in time", 23, 0],
    ["whose invitation was accepted late before the fix, and used since", 900, 800],
  ])(
    "lets a reset through for an account %s",
    async (_label, invitedHoursAgo, acceptedHoursAgo) => {
      const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
      verifyOtp.mockResolvedValue(
        sessionFor(hoursAgo(invitedHoursAgo), {}, hoursAgo(acceptedHoursAgo)),
      );
      expect(await landing("recovery")).toBe("/auth/set-password");
      expect(startPasswordStep).toHaveBeenCalledWith(expect.anything(), "token", "recovery");
      expect(withdrawExpiredInvitation).not.toHaveBeenCalled();
    },
  );

  it("goes on to the code step, then the password, for an account with a factor", async () => {
    const session = sessionFor(undefined);
    Object.assign(session.data.session.user, {
      factors: [{ id: "f", factor_type: "totp", status: "verified" }],
    });
    verifyOtp.mockResolvedValue(session);
    expect(await landing("recovery")).toBe("/login/two-step?next=%2Fauth%2Fset-password");
  });

  it("ends the session and says so when the step cannot be stored", async () => {
    jest.mocked(startPasswordStep).mockResolvedValueOnce(false);
    verifyOtp.mockResolvedValue(sessionFor(undefined));
    expect(await landing("recovery")).toBe("/login?error=unavailable");
    expect(signOut).toHaveBeenCalledWith({ scope: "local" });
  });

  it("sends a reset on to choosing a new password, and a sign-in link to `next`", async () => {
    verifyOtp.mockResolvedValue(sessionFor(undefined));
    expect(await landing("recovery")).toBe("/auth/set-password");
    expect(startPasswordStep).toHaveBeenCalledWith(expect.anything(), "token", "recovery");
    jest.mocked(startPasswordStep).mockClear();
    expect(await landing("magiclink")).toBe("/portal/site");
    expect(startPasswordStep).not.toHaveBeenCalled();
    expect(jest.mocked(recordSignIn).mock.calls.map(([, method]) => method)).toEqual([
      "password reset link",
      "magic link",
    ]);
  });
});
