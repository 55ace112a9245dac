/** @jest-environment node */
import type { JwtPayload, SupabaseClient } from "@supabase/supabase-js";
import { verifyCurrentSession } from "@/lib/auth/current-user";
import {
  endPasswordStep,
  linkVerifiedAtMs,
  PASSWORD_STEP_SECONDS,
  passwordStepFor,
  passwordStepOf,
  startPasswordStep,
} from "@/lib/auth/password-step";
import { findPasswordStep, savePasswordStep, type PasswordStepRow } from "@/lib/db/password-steps";

// The boundaries: the server's record of the steps (a table in memory, kept as
// app_private.password_steps keeps it), this request's verified session, and its cookies.
const mockSteps = new Map<string, PasswordStepRow>();
jest.mock("@/lib/db/password-steps", () => ({
  savePasswordStep: jest.fn(async (row: PasswordStepRow, staleBefore: Date) => {
    for (const [id, step] of mockSteps) if (step.startedAt < staleBefore) mockSteps.delete(id);
    mockSteps.set(row.sessionId, row);
  }),
  findPasswordStep: jest.fn(async (sessionId: string, userId: string, since: Date) => {
    const step = mockSteps.get(sessionId);
    return step && step.userId === userId && step.startedAt >= since ? step.kind : null;
  }),
  deletePasswordStep: jest.fn(async (sessionId: string) => {
    mockSteps.delete(sessionId);
  }),
}));
jest.mock("@/lib/auth/current-user", () => ({ verifyCurrentSession: jest.fn() }));
// What the set-password page took as proof before: a cookie naming the step and the user.
const mockCookies = new Map<string, string>();
jest.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => {
      const value = mockCookies.get(name);
      return value === undefined ? undefined : { name, value };
    },
    getAll: () => [...mockCookies].map(([name, value]) => ({ name, value })),
  }),
}));

const USER = {
  id: "00000000-0000-4000-8000-00000000000b",
  email: "ada@example.com",
  role: "editor" as const,
  expiresAt: 0,
};
const LINK_SESSION = "00000000-0000-4000-8000-0000000000c1";
const OTHER_SESSION = "00000000-0000-4000-8000-0000000000c2";
/** Now, in the whole seconds that `amr` timestamps carry. */
const NOW = Math.floor(Date.now() / 1000) * 1000;
const MINUTE = 60 * 1000;
const STEP_MS = PASSWORD_STEP_SECONDS * 1000;

const entry = (method: string, atMs: number) => ({ method, timestamp: Math.floor(atMs / 1000) });

/** A session's verified claims, as the auth service signs them. */
function claimsOf(
  sessionId: string,
  amr: { method: string; timestamp: number }[],
  sub = USER.id,
): JwtPayload {
  return {
    iss: "http://127.0.0.1:54321/auth/v1",
    sub,
    aud: "authenticated",
    exp: Math.floor(NOW / 1000) + 3600,
    iat: Math.floor(NOW / 1000),
    role: "authenticated",
    aal: "aal1",
    session_id: sessionId,
    is_anonymous: false,
    amr,
  };
}

/** The session a reset or invitation link started at `atMs`. */
const linkClaims = (atMs = NOW) => claimsOf(LINK_SESSION, [entry("otp", atMs)]);
/** Another session of the same account, signed in with its password. */
const passwordClaims = () => claimsOf(OTHER_SESSION, [entry("password", NOW)]);

/** The auth service as the confirm page asks it about the access token it just issued. */
function serviceIssuing(claims: JwtPayload): SupabaseClient {
  return {
    auth: { getClaims: async () => ({ data: { claims }, error: null }) },
  } as unknown as SupabaseClient;
}

/** Starts the step of `kind` for the session of `claims`, as the confirm page does at `atMs`. */
const start = (claims: JwtPayload, kind: "invite" | "recovery", atMs = NOW) =>
  startPasswordStep(serviceIssuing(claims), "access-token", kind, atMs);

beforeEach(() => {
  jest.clearAllMocks();
  mockSteps.clear();
  mockCookies.clear();
});

describe("linkVerifiedAtMs", () => {
  it("reads when a link started the session from its newest link entry, in ms", () => {
    const amr = [entry("totp", NOW), entry("otp", NOW - 2 * MINUTE), entry("otp", NOW - MINUTE)];
    expect(linkVerifiedAtMs(claimsOf(LINK_SESSION, amr), "recovery")).toBe(NOW - MINUTE);
    expect(linkVerifiedAtMs(claimsOf(LINK_SESSION, amr), "invite")).toBe(NOW - MINUTE);
  });

  it("takes a PKCE link's own kind for that kind only", () => {
    const claims = claimsOf(LINK_SESSION, [entry("recovery", NOW)]);
    expect(linkVerifiedAtMs(claims, "recovery")).toBe(NOW);
    expect(linkVerifiedAtMs(claims, "invite")).toBeNull();
  });

  it.each([
    ["a password sign-in", [entry("password", NOW)]],
    ["entries without a time", [{ method: "otp" }, null, "otp"]],
    ["no amr at all", undefined],
  ])("finds no link in %s", (_label, amr) => {
    expect(linkVerifiedAtMs({ ...linkClaims(), amr } as JwtPayload, "recovery")).toBeNull();
  });
});

describe("the password step", () => {
  it.each(["recovery", "invite"] as const)(
    "opens the %s step for the very session its link started, until it is ended",
    async (kind) => {
      expect(await start(linkClaims(), kind)).toBe(true);
      const step = await passwordStepOf(linkClaims(), NOW + MINUTE);
      expect(step).toEqual({ type: kind, userId: USER.id, sessionId: LINK_SESSION });
      if (step && step !== "unavailable") await endPasswordStep(step);
      expect(await passwordStepOf(linkClaims(), NOW + MINUTE)).toBeNull();
    },
  );

  it("stays shut for the account's other sessions, even one a magic link started", async () => {
    expect(await start(linkClaims(), "recovery")).toBe(true);
    expect(await passwordStepOf(passwordClaims(), NOW)).toBeNull();
    expect(await passwordStepOf(claimsOf(OTHER_SESSION, [entry("otp", NOW)]), NOW)).toBeNull();
    const someoneElse = claimsOf(LINK_SESSION, [entry("otp", NOW)], "someone-else");
    expect(await passwordStepOf(someoneElse, NOW)).toBeNull();
  });

  it("stays shut for the link's session once its claims no longer show the link", async () => {
    expect(await start(linkClaims(), "recovery")).toBe(true);
    const withoutLink = claimsOf(LINK_SESSION, [entry("password", NOW)]);
    expect(await passwordStepOf(withoutLink, NOW)).toBeNull();
  });

  it("is never started for a session no link started, nor for a malformed session id", async () => {
    expect(await start(passwordClaims(), "recovery")).toBe(false);
    expect(await start(passwordClaims(), "invite")).toBe(false);
    expect(await start({ ...linkClaims(), session_id: "not-a-uuid" }, "recovery")).toBe(false);
    expect(savePasswordStep).not.toHaveBeenCalled();
  });

  it.each(["recovery", "invite"])(
    "refuses a made-up %s:<id> step: the account's own session with that cookie gets none",
    async (kind) => {
      mockCookies.set("password-step", `${kind}:${USER.id}`);
      jest.mocked(verifyCurrentSession).mockResolvedValue({
        claims: passwordClaims(),
        staff: { role: USER.role, hasFactor: false },
        isUnavailable: false,
      });
      expect(await passwordStepFor(USER)).toBeNull();
    },
  );

  it("expires with the step's time, counted from the press of the link's button", async () => {
    expect(await start(linkClaims(), "recovery")).toBe(true);
    expect(await passwordStepOf(linkClaims(), NOW + STEP_MS)).toMatchObject({ type: "recovery" });
    expect(await passwordStepOf(linkClaims(), NOW + STEP_MS + 1)).toBeNull();
  });

  it("expires with the server's record too: a step recorded longer ago is refused", async () => {
    expect(await start(linkClaims(), "recovery", NOW - STEP_MS - MINUTE)).toBe(true);
    expect(await passwordStepOf(linkClaims(), NOW)).toBeNull();
  });

  it("expires with the link's time too: a session whose link is older is refused", async () => {
    const pressedLongAgo = linkClaims(NOW - STEP_MS - MINUTE);
    expect(await start(pressedLongAgo, "recovery")).toBe(true);
    expect(await passwordStepOf(pressedLongAgo, NOW)).toBeNull();
  });

  it("is unavailable when its record cannot be read, and not started when not stored", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    jest.mocked(findPasswordStep).mockRejectedValueOnce(new Error("database down"));
    expect(await passwordStepOf(linkClaims(), NOW)).toBe("unavailable");
    jest.mocked(savePasswordStep).mockRejectedValueOnce(new Error("database down"));
    expect(await start(linkClaims(), "recovery")).toBe(false);
  });
});

describe("passwordStepFor", () => {
  it("reads the step of this request's session for its own user only", async () => {
    expect(await start(linkClaims(), "recovery")).toBe(true);
    jest.mocked(verifyCurrentSession).mockResolvedValue({
      claims: linkClaims(),
      staff: { role: USER.role, hasFactor: false },
      isUnavailable: false,
    });
    expect(await passwordStepFor(USER)).toMatchObject({ sessionId: LINK_SESSION });
    expect(await passwordStepFor({ ...USER, id: "someone-else" })).toBeNull();
    expect(await passwordStepFor(null)).toBeNull();
  });
});
