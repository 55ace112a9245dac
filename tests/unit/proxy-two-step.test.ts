/** @jest-environment node */
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";

const session = { aal: "aal1", hasFactor: true };

// The session the proxy verified: its `aal`, and what its live check found about a factor.
jest.mock("@/lib/supabase/proxy", () => {
  const { NextResponse } = jest.requireActual<typeof import("next/server")>("next/server");
  return {
    updateSession: async (request: NextRequest) => ({
      response: NextResponse.next({ request }),
      claims: { sub: "staff-1", session_id: "session-1", aal: session.aal },
      staff: { role: "editor", hasFactor: session.hasFactor },
      hasLostSession: false,
      isUnavailable: false,
    }),
  };
});

async function answer(pathname: string, method = "GET") {
  const url = new URL(pathname, "http://localhost:3000");
  return proxy(new NextRequest(url, { method }));
}

describe("the proxy before the second step", () => {
  beforeEach(() => {
    session.aal = "aal1";
    session.hasFactor = true;
  });

  it.each(["GET", "POST"])(
    "sends a %s to a portal page to the code step, keeping next",
    async (method) => {
      const response = await answer("/portal/site/ventures?page=2", method);
      expect(response.headers.get("location")).toBe(
        "http://localhost:3000/login/two-step?next=%2Fportal%2Fsite%2Fventures%3Fpage%3D2",
      );
    },
  );

  it("leaves the sign-in page to the person who owes a code", async () => {
    expect((await answer("/login?next=/portal")).headers.get("location")).toBeNull();
  });

  it("lets the session through once it gave its code, or when the account has no factor", async () => {
    session.aal = "aal2";
    expect((await answer("/portal")).headers.get("location")).toBeNull();
    session.aal = "aal1";
    session.hasFactor = false;
    expect((await answer("/portal")).headers.get("location")).toBeNull();
  });
});
