/** @jest-environment node */
import { AuthApiError } from "@supabase/supabase-js";
import { redirect } from "next/navigation";
import { changePassword, twoStep } from "@/app/portal/account/actions";
import { WRONG_CODE, type AccountPageAnswer } from "@/app/portal/account/answers";
import { idleAnswer } from "@/lib/action/answer";
import { requireUser } from "@/lib/auth/current-user";
import { recordEventNow } from "@/lib/db/activity";
import { ATTEMPTS_PER_ADDRESS, CODES_PER_ACCOUNT } from "@/lib/auth/limits";
import { createSupabaseLinkClient, createSupabaseServerClient } from "@/lib/supabase/server";
import { requestAddress } from "@/lib/visitor-address/request";
import { resetLimits } from "@/tests/unit/helpers/limit-store";

// The boundaries an account page action crosses: the session check, the auth service, the log.
jest.mock("@/lib/auth/current-user", () => ({ requireUser: jest.fn() }));
jest.mock("@/lib/supabase/server", () => ({
  createSupabaseServerClient: jest.fn(),
  createSupabaseLinkClient: jest.fn(),
}));
jest.mock("@/lib/db/activity", () => ({ recordEventNow: jest.fn() }));
// The sign-in limits run for real, on a memory store instead of the database.
jest.mock(
  "@/lib/auth/limit-store",
  () => jest.requireActual("@/tests/unit/helpers/limit-store").limitStoreStub,
);
jest.mock("next/server", () => ({ after: jest.fn() }));
jest.mock("@/lib/visitor-address/request", () => ({ requestAddress: jest.fn() }));
jest.mock("next/cache", () => ({ refresh: jest.fn() }));
jest.mock("next/navigation", () => ({ redirect: jest.fn() }));

const ok = <T>(data: T) => Promise.resolve({ data, error: null });
const failed = (error: AuthApiError) => Promise.resolve({ data: null, error });

const session = {
  updateUser: jest.fn(),
  mfa: {
    listFactors: jest.fn(),
    enroll: jest.fn(),
    unenroll: jest.fn(),
    challengeAndVerify: jest.fn(),
  },
};
const check = { signInWithPassword: jest.fn(), signOut: jest.fn() };

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const verified = { id: "f1", status: "verified", factor_type: "totp" };
const abandoned = { id: "f0", status: "unverified", factor_type: "totp" };
const me = { id: "me", email: "me@example.com", role: "viewer" as const, expiresAt: 0 };
const enrolment = {
  factorId: "f2",
  qrCode: "data:image/svg+xml;utf-8,<svg/>",
  secret: "JBSWY3DPEHPK3PXP",
  uri: "otpauth://totp/Silverline%20Ventures:me%40example.com?issuer=Silverline%20Ventures",
};

beforeEach(() => {
  jest.resetAllMocks();
  resetLimits();
  jest.mocked(requestAddress).mockResolvedValue("198.51.100.7");
  jest.mocked(redirect).mockImplementation((path: string) => {
    throw new Error(`NEXT_REDIRECT ${path}`);
  });
  jest.mocked(requireUser).mockResolvedValue(me);
  jest.mocked(createSupabaseServerClient).mockResolvedValue({ auth: session } as never);
  jest.mocked(createSupabaseLinkClient).mockResolvedValue({ auth: check } as never);
  check.signInWithPassword.mockReturnValue(ok({ session: { access_token: "t" } }));
  check.signOut.mockReturnValue(Promise.resolve({ error: null }));
  session.updateUser.mockReturnValue(ok({ user: {} }));
  session.mfa.listFactors.mockReturnValue(ok({ all: [], totp: [] }));
  session.mfa.unenroll.mockReturnValue(ok({ id: "x" }));
  session.mfa.challengeAndVerify.mockReturnValue(ok({}));
  session.mfa.enroll.mockReturnValue(
    ok({
      id: "f2",
      totp: { qr_code: enrolment.qrCode, secret: enrolment.secret, uri: enrolment.uri },
    }),
  );
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});

const password = (fields: Record<string, string>) => changePassword(idleAnswer, form(fields));
const event = (action: string) => ({
  actor: { id: "me", email: "me@example.com" },
  action,
  target: { kind: "account", id: "me", label: "me@example.com" },
  clientAddress: "198.51.100.7",
});

describe("changePassword", () => {
  const fields = { current: "old-secret", password: "new-secret", repeat: "new-secret" };

  it("asks for a signed-in staff member before anything", async () => {
    jest.mocked(requireUser).mockRejectedValue(new Error("NEXT_REDIRECT"));
    await expect(password(fields)).rejects.toThrow("NEXT_REDIRECT");
    expect(requireUser).toHaveBeenCalledWith("/portal/account", { twoStep: "enrolment" });
    expect(check.signInWithPassword).not.toHaveBeenCalled();
  });

  it("checks the current password with a throwaway session, ends it, then sets the new one", async () => {
    expect(await password(fields)).toEqual({
      status: "done",
      message:
        "Your password is changed. Your other sessions are signed out; this one stays signed in.",
    });
    expect(check.signInWithPassword).toHaveBeenCalledWith({
      email: "me@example.com",
      password: "old-secret",
    });
    expect(check.signOut).toHaveBeenCalledWith({ scope: "local" });
    expect(session.updateUser).toHaveBeenCalledWith({ password: "new-secret" });
    expect(recordEventNow).toHaveBeenCalledWith(event("account.password_changed"));
  });

  it("changes nothing with a wrong current password or two different new ones", async () => {
    check.signInWithPassword.mockReturnValue(
      failed(new AuthApiError("Invalid login credentials", 400, "invalid_credentials")),
    );
    expect(await password(fields)).toEqual({
      status: "refused",
      message: "That is not your current password; nothing changed.",
      fieldErrors: { current: ["That is not your current password; nothing changed."] },
    });
    expect(await password({ ...fields, repeat: "other" })).toMatchObject({
      fieldErrors: { repeat: [expect.any(String)] },
    });
    expect(session.updateUser).not.toHaveBeenCalled();
    expect(recordEventNow).toHaveBeenCalledTimes(1);
    expect(recordEventNow).toHaveBeenCalledWith(event("account.password_check_failed"));
  });

  it("checks the current password within the sign-in page's limits: the 11th wrong one is refused untried", async () => {
    jest.mocked(requestAddress).mockResolvedValue("198.51.100.99");
    check.signInWithPassword.mockReturnValue(
      failed(new AuthApiError("Invalid login credentials", 400, "invalid_credentials")),
    );
    const answers = [];
    for (let i = 0; i < ATTEMPTS_PER_ADDRESS + 1; i += 1) answers.push(await password(fields));
    expect(
      answers.slice(0, -1).every(({ fieldErrors }) => fieldErrors?.current !== undefined),
    ).toBe(true);
    expect(answers.at(-1)).toMatchObject({ status: "refused", message: /Too many password/ });
    expect(check.signInWithPassword).toHaveBeenCalledTimes(ATTEMPTS_PER_ADDRESS);
  });

  it("puts the service's weak and same password reasons beside the new password", async () => {
    session.updateUser.mockReturnValue(
      failed(new AuthApiError("Password should be at least 6 characters.", 422, "weak_password")),
    );
    expect(await password(fields)).toEqual({
      status: "refused",
      message:
        "The auth service finds that password too weak: Password should be at least 6 characters.",
      fieldErrors: {
        password: [
          "The auth service finds that password too weak: Password should be at least 6 characters.",
        ],
      },
    });
    session.updateUser.mockReturnValue(
      failed(new AuthApiError("New password should be different", 422, "same_password")),
    );
    expect(await password(fields)).toMatchObject({
      fieldErrors: { password: [expect.any(String)] },
    });
    expect(recordEventNow).not.toHaveBeenCalled();
  });

  it("says plainly when the session has not given its second step yet", async () => {
    session.updateUser.mockReturnValue(
      failed(new AuthApiError("AAL2 session is required", 401, "insufficient_aal")),
    );
    expect((await password(fields)).message).toMatch(/has not given a code yet/);
  });
});

const run = (fields: Record<string, string>, state: unknown = idleAnswer) =>
  twoStep(state as AccountPageAnswer, form(fields));

describe("twoStep", () => {
  it("removes an abandoned setup, then enrols a TOTP factor and shows it", async () => {
    session.mfa.listFactors.mockReturnValue(ok({ all: [abandoned], totp: [] }));
    expect(await run({ intent: "start" })).toEqual({
      status: "idle",
      message: "",
      detail: { enrolment },
    });
    expect(session.mfa.unenroll).toHaveBeenCalledWith({ factorId: "f0" });
    expect(session.mfa.enroll).toHaveBeenCalledWith({
      factorType: "totp",
      friendlyName: "Authenticator app",
      issuer: "Silverline Ventures",
    });
    expect(recordEventNow).not.toHaveBeenCalled();
  });

  it("confirms with a first code, then records it", async () => {
    expect(
      await run(
        { intent: "confirm", factor: "f2", code: "123 456" },
        { ...idleAnswer, detail: { enrolment } },
      ),
    ).toMatchObject({ status: "done" });
    expect(session.mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: "f2", code: "123456" });
    expect(recordEventNow).toHaveBeenCalledWith(event("account.two_step_on"));
  });

  it("sends a person who was sent here to enrol on to the page that asked, once recorded", async () => {
    const confirm = { intent: "confirm", factor: "f2" };
    const state = { ...idleAnswer, detail: { enrolment } };
    await expect(
      run({ ...confirm, code: "200001", next: "/portal/activity" }, state),
    ).rejects.toThrow("NEXT_REDIRECT /portal/activity");
    await expect(
      run({ ...confirm, code: "200002", next: "https://evil.example/" }, state),
    ).rejects.toThrow("NEXT_REDIRECT /portal");
    jest.mocked(recordEventNow).mockRejectedValue(new Error("log down"));
    expect(
      await run({ ...confirm, code: "200003", next: "/portal/activity" }, state),
    ).toMatchObject({
      status: "done",
      detail: { isUnrecorded: true },
    });
  });

  it("answers every wrong code alike and keeps the setup on screen", async () => {
    session.mfa.challengeAndVerify.mockReturnValue(
      failed(new AuthApiError("Invalid TOTP code entered", 422, "mfa_verification_failed")),
    );
    const state = { ...idleAnswer, detail: { enrolment } };
    const first = await run({ intent: "confirm", factor: "f2", code: "000000" }, state);
    const second = await run({ intent: "confirm", factor: "f2", code: "000001" }, first);
    expect(first).toEqual({
      status: "refused",
      message: WRONG_CODE,
      fieldErrors: { code: [WRONG_CODE] },
      detail: { enrolment },
    });
    expect(second).toEqual(first);
    expect(recordEventNow).not.toHaveBeenCalled();
  });

  it("echoes no setup a crafted post made up", async () => {
    const answer = await run(
      { intent: "confirm", factor: "f2", code: "12" },
      {
        detail: {
          enrolment: { factorId: "x", qrCode: "javascript:alert(1)", secret: "", uri: "" },
        },
      },
    );
    expect(answer.detail?.enrolment).toBeUndefined();
    expect(await run({ intent: "confirm", factor: "f2", code: "12" }, null)).toMatchObject({
      status: "refused",
      fieldErrors: { code: [expect.any(String)] },
    });
  });

  it("turns off only after a current code, then records it", async () => {
    session.mfa.listFactors.mockReturnValue(ok({ all: [verified], totp: [verified] }));
    session.mfa.challengeAndVerify.mockReturnValueOnce(
      failed(new AuthApiError("Invalid TOTP code entered", 422, "mfa_verification_failed")),
    );
    expect(await run({ intent: "stop", code: "000000" })).toMatchObject({ message: WRONG_CODE });
    expect(session.mfa.unenroll).not.toHaveBeenCalled();
    expect(await run({ intent: "stop", code: "654321" })).toMatchObject({ status: "done" });
    expect(session.mfa.unenroll).toHaveBeenCalledWith({ factorId: "f1" });
    expect(recordEventNow).toHaveBeenCalledWith(event("account.two_step_off"));
  });

  it("takes each code once: one accepted lately is refused like a wrong one, untried", async () => {
    session.mfa.listFactors.mockReturnValue(ok({ all: [verified], totp: [verified] }));
    expect(await run({ intent: "stop", code: "300001" })).toMatchObject({ status: "done" });
    expect(await run({ intent: "stop", code: "300001" })).toMatchObject({ message: WRONG_CODE });
    expect(session.mfa.challengeAndVerify).toHaveBeenCalledTimes(1);
  });

  it.each([
    { intent: "confirm", over: "account", limit: CODES_PER_ACCOUNT },
    { intent: "confirm", over: "address", limit: ATTEMPTS_PER_ADDRESS },
    { intent: "stop", over: "account", limit: CODES_PER_ACCOUNT },
    { intent: "stop", over: "address", limit: ATTEMPTS_PER_ADDRESS },
  ])(
    "checks a $intent code within the code step's limits: past the $over's, refused untried",
    async ({ intent, over, limit }) => {
      session.mfa.listFactors.mockReturnValue(ok({ all: [verified], totp: [verified] }));
      session.mfa.challengeAndVerify.mockReturnValue(
        failed(new AuthApiError("Invalid TOTP code entered", 422, "mfa_verification_failed")),
      );
      const answers = [];
      for (let i = 0; i <= limit; i += 1) {
        // Another address each time for the account's limit, another account for the address's.
        if (over === "account") jest.mocked(requestAddress).mockResolvedValue(`203.0.113.${i}`);
        else jest.mocked(requireUser).mockResolvedValue({ ...me, id: `someone-${i}` });
        answers.push(await run({ intent, factor: "f2", code: "000000" }));
      }
      expect(answers.slice(0, -1).every(({ message }) => message === WRONG_CODE)).toBe(true);
      expect(answers.at(-1)).toEqual({
        status: "refused",
        message: "Too many codes tried: wait a few minutes, then try again.",
        fieldErrors: { code: ["Too many codes tried: wait a few minutes, then try again."] },
      });
      expect(session.mfa.challengeAndVerify).toHaveBeenCalledTimes(limit);
    },
  );

  it("refuses an intent it does not know", async () => {
    expect(await run({ intent: "nonsense" })).toMatchObject({ status: "refused" });
  });
});
