/** @jest-environment node */
import { AuthApiError, AuthRetryableFetchError } from "@supabase/supabase-js";
import { requestPasswordReset } from "@/app/(site)/login/forgot/actions";
import { idleAnswer, type ActionAnswer } from "@/lib/action/answer";
import { site } from "@/content/site";
import { ANSWER_MIN_MS } from "@/lib/auth/link-request";
import { emailsPerHour } from "@/lib/auth/limits";
import { authMessages } from "@/lib/auth/messages";
import { recordRefusedSignIn } from "@/lib/auth/sign-in-events";
import { createSupabaseLinkClient } from "@/lib/supabase/server";
import { resetLimits } from "@/tests/unit/helpers/limit-store";

// The boundaries: the visitor's address, the limits' database (a memory store stands in), the
// auth service, the activity log and Next's after(). The limits themselves are the real ones.
const visitor = { address: "203.0.113.1" };
jest.mock("@/lib/visitor-address/request", () => ({
  requestAddress: async () => visitor.address,
}));
jest.mock(
  "@/lib/auth/limit-store",
  () => jest.requireActual("@/tests/unit/helpers/limit-store").limitStoreStub,
);
jest.mock("@/lib/supabase/server", () => ({ createSupabaseLinkClient: jest.fn() }));
jest.mock("@/lib/auth/sign-in-events", () => ({ recordRefusedSignIn: jest.fn() }));
const handedOver: Promise<unknown>[] = [];
jest.mock("next/server", () => ({ after: (task: Promise<unknown>) => handedOver.push(task) }));

const resetPasswordForEmail = jest.fn();
const idle = idleAnswer;
const sent = (email: string): ActionAnswer => ({
  status: "done",
  message: authMessages.resetLinkSent,
  values: { email },
});

let serial = 0;
/** A visitor address and an e-mail no earlier test used, so no limit carries over. */
const freshVisitor = () => `203.0.113.${(serial += 1)}`;
const freshEmail = (name: string) => `${name}-${(serial += 1)}@example.com`;

/** The auth service answering `result` after `ms`, as a stubbed `resetPasswordForEmail`. */
function answersAfter(ms: number, result: { data: object | null; error: unknown }) {
  resetPasswordForEmail.mockImplementationOnce(
    () => new Promise((resolve) => setTimeout(() => resolve(result), ms)),
  );
}

/**
 * Asks for a reset of `email` and returns the answer, checking it came exactly at the fixed
 * answer time: not a millisecond sooner, and not waiting on a slower auth service.
 */
async function answerFor(email: string): Promise<ActionAnswer> {
  const form = new FormData();
  form.set("email", email);
  let answer: ActionAnswer | undefined;
  const asked = requestPasswordReset(idle, form).then((state) => (answer = state));
  await jest.advanceTimersByTimeAsync(ANSWER_MIN_MS - 1);
  expect(answer).toBeUndefined();
  await jest.advanceTimersByTimeAsync(1);
  expect(answer).toBeDefined();
  return asked;
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
  resetLimits();
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
  visitor.address = freshVisitor();
  jest.mocked(createSupabaseLinkClient).mockResolvedValue({
    auth: { resetPasswordForEmail },
  } as unknown as Awaited<ReturnType<typeof createSupabaseLinkClient>>);
});

afterEach(() => {
  jest.useRealTimers();
});

describe("requestPasswordReset", () => {
  it("asks for a link to the confirm page and answers a staff address at the fixed time", async () => {
    const email = freshEmail("staff");
    // A staff address: the service hashes, writes and mails before it answers.
    answersAfter(400, { data: {}, error: null });
    expect(await answerFor(email)).toEqual(sent(email));
    expect(resetPasswordForEmail).toHaveBeenCalledWith(email, {
      redirectTo: `${site.url}/auth/confirm`,
    });
    expect(recordRefusedSignIn).not.toHaveBeenCalled();
  });

  it("answers an unknown address, which the service answers at once, the same at the same time", async () => {
    const email = freshEmail("nobody");
    answersAfter(0, { data: {}, error: null });
    expect(await answerFor(email)).toEqual(sent(email));
    expect(resetPasswordForEmail).toHaveBeenCalledTimes(1);
  });

  it("reads the service's own resend window as sent", async () => {
    const email = freshEmail("again");
    answersAfter(0, {
      data: null,
      error: new AuthApiError("For security purposes…", 429, "over_email_send_rate_limit"),
    });
    expect(await answerFor(email)).toEqual(sent(email));
  });

  it("does not wait for a slow service, and still lets the mail go out after the answer", async () => {
    const email = freshEmail("slow");
    const before = handedOver.length;
    answersAfter(5 * ANSWER_MIN_MS, { data: {}, error: null });
    expect(await answerFor(email)).toEqual(sent(email));
    expect(handedOver).toHaveLength(before + 1);
    await jest.advanceTimersByTimeAsync(5 * ANSWER_MIN_MS);
    await expect(handedOver.at(-1)).resolves.toBeNull();
  });

  it("answers an address mailed within the last minute the same, and sends nothing", async () => {
    const email = freshEmail("lately");
    answersAfter(0, { data: {}, error: null });
    await answerFor(email);
    visitor.address = freshVisitor();
    expect(await answerFor(email)).toEqual(sent(email));
    expect(resetPasswordForEmail).toHaveBeenCalledTimes(1);
    expect(recordRefusedSignIn).toHaveBeenCalledWith(email, "password-reset", visitor.address);
  });

  it("sends a colleague's reset asked for from the same address a moment later", async () => {
    visitor.address = freshVisitor();
    for (const name of ["me", "colleague"]) {
      answersAfter(0, { data: {}, error: null });
      const email = freshEmail(name);
      expect(await answerFor(email)).toEqual(sent(email));
    }
    expect(resetPasswordForEmail).toHaveBeenCalledTimes(2);
  });

  it("tells a visitor over their own limit to wait, at the same time, and sends nothing", async () => {
    visitor.address = freshVisitor();
    for (let index = 0; index < emailsPerHour(); index += 1) {
      answersAfter(0, { data: {}, error: null });
      await answerFor(freshEmail("first"));
    }
    const email = freshEmail("second");
    expect(await answerFor(email)).toEqual({
      status: "refused",
      message: authMessages.tooManyAttempts,
      values: { email },
    });
    expect(resetPasswordForEmail).toHaveBeenCalledTimes(emailsPerHour());
    expect(recordRefusedSignIn).toHaveBeenCalledWith(email, "password-reset", visitor.address);
  });

  it("reports an outage of the auth service as such", async () => {
    const email = freshEmail("outage");
    answersAfter(0, { data: null, error: new AuthRetryableFetchError("down", 503) });
    expect(await answerFor(email)).toEqual({
      status: "refused",
      message: authMessages.unavailable,
      values: { email },
    });
  });

  it.each(["", "not-an-address", "someone@localhost", "two words@example.com"])(
    "refuses %p at once, counting nothing",
    async (email) => {
      const form = new FormData();
      form.set("email", email);
      expect(await requestPasswordReset(idle, form)).toEqual({
        status: "invalid",
        message: authMessages.invalidEmail,
        values: { email },
      });
      expect(resetPasswordForEmail).not.toHaveBeenCalled();
      expect(recordRefusedSignIn).not.toHaveBeenCalled();
    },
  );

  it("answers anything that is not form data as a missing address", async () => {
    const answer = await requestPasswordReset(idle, "junk" as unknown as FormData);
    expect(answer).toEqual({
      status: "invalid",
      message: authMessages.invalidEmail,
      values: { email: "" },
    });
  });
});
