/** @jest-environment node */
import type { JwtPayload } from "@supabase/supabase-js";
import { requireRole } from "@/lib/auth/current-user";
import { ROLES, type Role } from "@/lib/auth/roles";
import { verifyAccessToken } from "@/lib/auth/verify";

jest.mock("@/lib/auth/verify", () => ({ verifyAccessToken: jest.fn() }));
jest.mock("@/lib/supabase/server", () => ({ requestAccessToken: async () => "token" }));
jest.mock("@/lib/visitor-address/request", () => ({ requestAddress: async () => null }));
jest.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
  forbidden: () => {
    throw new Error("forbidden");
  },
}));

/** The session the request carries: verified claims with these metadata, or none. */
function session(metadata: Pick<JwtPayload, "app_metadata" | "user_metadata"> | null) {
  jest.mocked(verifyAccessToken).mockResolvedValue({
    claims: metadata && { sub: "user-1", email: "s@example.com", exp: 1, ...metadata },
    isUnavailable: false,
  } as Awaited<ReturnType<typeof verifyAccessToken>>);
}

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
