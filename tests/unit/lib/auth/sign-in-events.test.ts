/** @jest-environment node */
import { mayRecordRefusal } from "@/lib/auth/limits";
import { recordRefusedSignIn, recordSignIn, recordSignOut } from "@/lib/auth/sign-in-events";
import { recordEventNow } from "@/lib/db/activity";

// The boundaries: Next's after() (run here when the test says), the log's table, the limits.
const scheduled: (() => Promise<void>)[] = [];
jest.mock("next/server", () => ({
  after: (task: () => Promise<void>) => scheduled.push(task),
}));
jest.mock("@/lib/db/activity", () => ({ recordEventNow: jest.fn() }));
jest.mock("@/lib/auth/limits", () => ({ mayRecordRefusal: jest.fn() }));

/** Runs what was scheduled to happen after the answer. */
async function afterAnswer() {
  for (const task of scheduled.splice(0)) await task();
}

const person = { id: "3f1c7a52-0000-4000-8000-000000000001", email: "ada@example.com" };

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(recordEventNow).mockResolvedValue();
  jest.mocked(mayRecordRefusal).mockResolvedValue(true);
});

describe("sign-in events", () => {
  it("records a sign-in and a sign-out as the verified person, after the answer", async () => {
    recordSignIn(person, "magic link", "203.0.113.4");
    recordSignOut(person, null);
    expect(recordEventNow).not.toHaveBeenCalled();
    await afterAnswer();
    expect(jest.mocked(recordEventNow).mock.calls).toEqual([
      [
        {
          actor: person,
          action: "auth.signed_in",
          target: null,
          clientAddress: "203.0.113.4",
          details: { method: "magic link" },
        },
      ],
      [{ actor: person, action: "auth.signed_out", target: null, clientAddress: null }],
    ]);
  });

  it("records a refused sign-in as the address tried, with no verified actor", async () => {
    recordRefusedSignIn("mallory@example.com", "password", "203.0.113.5");
    await afterAnswer();
    expect(mayRecordRefusal).toHaveBeenCalledWith("mallory@example.com", "203.0.113.5");
    expect(recordEventNow).toHaveBeenCalledWith({
      actor: { id: null, email: "mallory@example.com" },
      action: "auth.sign_in_refused",
      target: null,
      clientAddress: "203.0.113.5",
      details: { step: "password" },
    });
  });

  it("records no refusal beyond the bound", async () => {
    jest.mocked(mayRecordRefusal).mockResolvedValue(false);
    recordRefusedSignIn("mallory@example.com", "magic-link", "203.0.113.5");
    await afterAnswer();
    expect(recordEventNow).not.toHaveBeenCalled();
  });

  it("logs a failure to record with its error, and goes on", async () => {
    const error = new Error("database down");
    jest.mocked(recordEventNow).mockRejectedValue(error);
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(() => recordSignIn(person, "password", null)).not.toThrow();
      await expect(afterAnswer()).resolves.toBeUndefined();
      expect(log).toHaveBeenCalledWith("Activity log: could not record auth.signed_in:", error);
    } finally {
      log.mockRestore();
    }
  });
});
