/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as contactActions from "@/app/(site)/contact/actions";
import * as loginActions from "@/app/(site)/login/actions";
import * as forgotActions from "@/app/(site)/login/forgot/actions";
import * as codeActions from "@/app/(site)/login/two-step/actions";
import * as confirmActions from "@/app/auth/confirm/actions";
import * as setPasswordActions from "@/app/auth/set-password/actions";
import * as accountActions from "@/app/portal/account/actions";
import * as addUserActions from "@/app/portal/add-user/actions";
import * as manageUsersActions from "@/app/portal/manage-users/actions";
import * as siteActions from "@/app/portal/site/actions";
import * as contactRequestsActions from "@/app/portal/site/contact-requests/actions";
import { isActionAnswer, type ActionAnswer } from "@/lib/action/answer";
import { isDeclaredAction } from "@/lib/action/define-action";
import { redirectOr } from "@/tests/unit/helpers/navigation";

// The boundaries an action may reach before it answers junk: the session (an admin, past every
// step), the auth service, the visitor's address, the database's locks and Next's redirect.
jest.mock("@/lib/auth/current-user", () => {
  const admin = { id: "admin-1", email: "boss@example.com", role: "admin", expiresAt: 0 };
  return {
    requireUser: async () => admin,
    getCurrentUser: async () => null,
  };
});
jest.mock("@/lib/supabase/server", () => ({
  createSupabaseServerClient: async () => ({}),
  createSupabaseLinkClient: async () => ({}),
}));
jest.mock("@/lib/visitor-address/request", () => ({ requestAddress: async () => "198.51.100.7" }));
jest.mock("@/lib/auth/password-step", () => ({ passwordStepFor: async () => null }));
jest.mock("@/lib/staff/invitations", () => ({
  resendInvitation: async () => ({ ok: false, message: "No such invitation." }),
}));
jest.mock("@/lib/staff/account-change-lock", () => ({
  withAccountChangeLock: async (_work: unknown, refuse: (reason: string) => unknown) =>
    refuse("Busy."),
}));
jest.mock("next/cache", () => ({ refresh: jest.fn(), updateTag: jest.fn() }));
jest.mock("next/server", () => ({ after: jest.fn() }));
jest.mock(
  "next/navigation",
  () => jest.requireActual("@/tests/unit/helpers/navigation").navigationStub,
);

/** Every module under app/ that starts with "use server", by its path from the root. */
function serverActionFiles(dir = "app"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverActionFiles(file);
    if (!/\.tsx?$/.test(entry.name)) return [];
    return /^\s*["']use server["']/.test(readFileSync(file, "utf8")) ? [file] : [];
  });
}

const modules: Record<string, Record<string, unknown>> = {
  "app/(site)/contact/actions.ts": contactActions,
  "app/(site)/login/actions.ts": loginActions,
  "app/(site)/login/forgot/actions.ts": forgotActions,
  "app/(site)/login/two-step/actions.ts": codeActions,
  "app/auth/confirm/actions.ts": confirmActions,
  "app/auth/set-password/actions.ts": setPasswordActions,
  "app/portal/account/actions.ts": accountActions,
  "app/portal/add-user/actions.ts": addUserActions,
  "app/portal/manage-users/actions.ts": manageUsersActions,
  "app/portal/site/actions.ts": siteActions,
  "app/portal/site/contact-requests/actions.ts": contactRequestsActions,
};

/** What an action's promise holds, for the type-level check below. */
type AnswerOf<F> = F extends (...args: never[]) => Promise<infer A> ? A : never;
type AllAnswer<M> = { [K in keyof M]: AnswerOf<M[K]> extends ActionAnswer<unknown> ? true : false };
type AllTrue<T> = T[keyof T] extends true ? true : false;

// Fails to compile when any action's answer leaves the one shape.
const everyAnswerIsOneShape: [
  AllTrue<AllAnswer<typeof contactActions>>,
  AllTrue<AllAnswer<typeof loginActions>>,
  AllTrue<AllAnswer<typeof forgotActions>>,
  AllTrue<AllAnswer<typeof codeActions>>,
  AllTrue<AllAnswer<typeof confirmActions>>,
  AllTrue<AllAnswer<typeof setPasswordActions>>,
  AllTrue<AllAnswer<typeof accountActions>>,
  AllTrue<AllAnswer<typeof addUserActions>>,
  AllTrue<AllAnswer<typeof manageUsersActions>>,
  AllTrue<AllAnswer<typeof siteActions>>,
  AllTrue<AllAnswer<typeof contactRequestsActions>>,
] = [true, true, true, true, true, true, true, true, true, true, true];

const declared = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).map(([name, value]) => ({ file, name, value })),
);

describe("the server actions under app/", () => {
  it("are every 'use server' module, each checked here", () => {
    expect(serverActionFiles().sort()).toEqual(Object.keys(modules).sort());
    expect(everyAnswerIsOneShape.every(Boolean)).toBe(true);
  });

  it.each(declared)("$file: $name is declared through defineAction", ({ value }) => {
    expect(isDeclaredAction(value)).toBe(true);
  });

  it.each(declared)(
    "$file: $name answers junk in the one shape, or redirects",
    async ({ value }) => {
      const action = value as (previous: unknown, data: unknown) => Promise<unknown>;
      for (const data of [new FormData(), "junk", null]) {
        const answer = await redirectOr(() => action({ status: "idle", message: "" }, data));
        if (typeof answer !== "string") expect(isActionAnswer(answer)).toBe(true);
      }
    },
  );
});

describe("isActionAnswer", () => {
  it("holds an answer to its four statuses and its fields", () => {
    expect(isActionAnswer({ status: "done", message: "Saved." })).toBe(true);
    expect(
      isActionAnswer({
        status: "invalid",
        message: "Not saved.",
        fieldErrors: { title: ["Enter a title."] },
        values: { title: "" },
        detail: { at: 1 },
      }),
    ).toBe(true);
    expect(isActionAnswer({ status: "error", message: "x" })).toBe(false);
    expect(isActionAnswer({ status: "done", message: "x", email: "a@b.co" })).toBe(false);
    expect(isActionAnswer({ status: "done", message: "x", fieldErrors: { a: "x" } })).toBe(false);
    expect(isActionAnswer({ status: "done" })).toBe(false);
  });
});
