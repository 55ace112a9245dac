/** @jest-environment node */
import type { JwtPayload } from "@supabase/supabase-js";
import { getCurrentUser, requireRole, requireSignedIn } from "@/lib/auth/current-user";
import { ROLES, type Role } from "@/lib/auth/roles";
import { againstStubbedAuthService, stubAccessToken } from "@/tests/unit/helpers/stub-auth-service";

let mockAccessToken: string | null = null;

jest.mock("@/lib/supabase/server", () => ({ requestAccessToken: async () => mockAccessToken }));
jest.mock("@/lib/visitor-address/request", () => ({ requestAddress: async () => null }));
jest.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
  forbidden: () => {
    throw new Error("forbidden");
  },
}));

againstStubbedAuthService({});

const USER_ID = "00000000-0000-4000-8000-000000000001";
let sessionCount = 0;

/** A token of the signed-in staff member with `claims`. */
const accessToken = (claims: object) =>
  stubAccessToken({ sub: USER_ID, email: "s@example.com", ...claims });

/**
 * The session the request carries, checked by the real `verifyAccessToken` against a stubbed
 * auth service: a token of its own session with these metadata, the account holding the same,
 * or none; by default one that gave its code (`aal2`), its account having a verified factor.
 */
function session(
  metadata: Pick<JwtPayload, "app_metadata" | "user_metadata"> | null,
  { aal = "aal2", hasFactor = true }: { aal?: string; hasFactor?: boolean } = {},
) {
  sessionCount += 1;
  const sessionId = `00000000-0000-4000-9000-${String(sessionCount).padStart(12, "0")}`;
  mockAccessToken = metadata && accessToken({ session_id: sessionId, aal, ...metadata });
  const account = {
    id: USER_ID,
    aud: "authenticated",
    role: "authenticated",
    email: "s@example.com",
    app_metadata: metadata?.app_metadata ?? {},
    user_metadata: metadata?.user_metadata ?? {},
    factors: hasFactor ? [{ id: "f-1", factor_type: "totp", status: "verified" }] : [],
    created_at: new Date().toISOString(),
  };
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    if (!String(input).endsWith("/auth/v1/user")) throw new Error(`unexpected ${String(input)}`);
    return new Response(JSON.stringify(account), {
      status: 200,
      headers: { "content-type": "application/json", "x-supabase-api-version": "2024-01-01" },
    });
  }) as typeof fetch;
}

const as = (role: Role) => ({ app_metadata: { provider: "email", role } });

afterEach(() => {
  delete process.env.REQUIRE_TWO_STEP;
});

const outcome = (need: Role) =>
  requireRole(need, "/portal/x").then(
    (user) => `admitted as ${user.role}`,
    (error: Error) => error.message,
  );

describe("requireRole", () => {
  // What each role in app_metadata is admitted as, and the needs it opens.
  const roles = {
    admin: { as: "admin", opens: ["viewer", "editor", "admin"] },
    editor: { as: "editor", opens: ["viewer", "editor"] },
    viewer: { as: "viewer", opens: ["viewer"] },
    staff: { as: "editor", opens: ["viewer", "editor"] },
  } as const;
  it.each(
    Object.entries(roles).flatMap(([role, { as, opens }]) =>
      ROLES.map((need) => {
        const expected = (opens as readonly Role[]).includes(need)
          ? `admitted as ${as}`
          : "forbidden";
        return [role, need, expected] as const;
      }),
    ),
  )("a %s asking for %s: %s", async (role, need, expected) => {
    session({ app_metadata: { provider: "email", role } });
    expect(await outcome(need)).toBe(expected);
  });

  it.each(["viewer", "editor", "admin"] as const)(
    "sends someone without a session to sign in, coming back (%s)",
    async (need) => {
      session(null);
      expect(await outcome(need)).toBe("redirect /login?next=%2Fportal%2Fx");
    },
  );

  it.each(["viewer", "editor", "admin"] as const)(
    "gives a role only in user_metadata nothing (%s)",
    async (need) => {
      session({ app_metadata: { provider: "email" }, user_metadata: { role: "admin" } });
      expect(await outcome(need)).toBe("redirect /login?next=%2Fportal%2Fx");
    },
  );
});

describe("the second step", () => {
  it("counts an aal1 session of an account with a factor as not yet signed in", async () => {
    session(as("editor"), { aal: "aal1", hasFactor: true });
    expect(await getCurrentUser()).toBeNull();
    expect(await outcome("viewer")).toBe("redirect /login/two-step?next=%2Fportal%2Fx");
    await expect(requireSignedIn("/portal/x")).rejects.toThrow(
      "redirect /login/two-step?next=%2Fportal%2Fx",
    );
  });

  it("lets an aal1 session of an account without a factor through where no code is required", async () => {
    session(as("editor"), { aal: "aal1", hasFactor: false });
    expect(await getCurrentUser()).toMatchObject({ role: "editor" });
    expect(await outcome("editor")).toBe("admitted as editor");
  });

  it("sends an admin without a factor to enrol before admin pages (admins, the default)", async () => {
    session(as("admin"), { aal: "aal1", hasFactor: false });
    expect(await outcome("admin")).toBe(
      "redirect /portal/account?enrol=required&next=%2Fportal%2Fx",
    );
    expect(await outcome("viewer")).toBe("admitted as admin");
  });

  it("asks nothing more of an admin without a factor under none", async () => {
    process.env.REQUIRE_TWO_STEP = "none";
    session(as("admin"), { aal: "aal1", hasFactor: false });
    expect(await outcome("admin")).toBe("admitted as admin");
  });

  it("covers every page and role under all, but leaves the account page open to enrol", async () => {
    process.env.REQUIRE_TWO_STEP = "all";
    session(as("viewer"), { aal: "aal1", hasFactor: false });
    expect(await outcome("viewer")).toBe(
      "redirect /portal/account?enrol=required&next=%2Fportal%2Fx",
    );
    expect(await requireSignedIn("/portal/account")).toMatchObject({ role: "viewer" });
  });
});
