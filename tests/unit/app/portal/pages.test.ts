/** @jest-environment node */
import { readdirSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";

// A signed-in staff member (past any second step, `aal2`): the proxy then answers a portal page
// it does not know with a 404.
jest.mock("@/lib/supabase/proxy", () => {
  const { NextResponse } = jest.requireActual<typeof import("next/server")>("next/server");
  return {
    updateSession: async (request: NextRequest) => ({
      response: NextResponse.next({ request }),
      claims: { sub: "staff-1", aal: "aal2" },
      staff: { role: "admin", hasFactor: true },
      hasLostSession: false,
      isUnavailable: false,
    }),
  };
});

const PORTAL_DIR = path.join(process.cwd(), "app", "portal");

/** A value for each dynamic segment the portal's pages use. */
const SAMPLES: Record<string, string> = {
  "[id]": "00000000-0000-4000-8000-000000000001",
  "[message]": "12",
};

/** The path of each portal page under `app/portal`, its dynamic segments filled with samples. */
function portalPages(): { file: string; pathname: string }[] {
  return readdirSync(PORTAL_DIR, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "page.tsx")
    .flatMap((file) => {
      const segments = path
        .dirname(file)
        .split(path.sep)
        .filter((segment) => segment !== "." && !/^\(.*\)$/.test(segment));
      // The Coming Soon catch-all answers exactly the sidebar's links: the sidebar covers it.
      if (segments.includes("[...slug]")) return [];
      const filled = segments.map((segment) => SAMPLES[segment] ?? segment);
      return [{ file, pathname: ["/portal", ...filled].join("/") }];
    });
}

async function statusOf(pathname: string): Promise<number> {
  const response = await proxy(new NextRequest(new URL(pathname, "http://localhost:3000")));
  return response.status;
}

describe("the portal's pages", () => {
  const pages = portalPages();

  it("are found, with a sample for every dynamic segment", () => {
    expect(pages.map(({ pathname }) => pathname)).toContain("/portal/site/ventures");
    for (const { pathname } of pages) expect(pathname).not.toMatch(/\[/);
  });

  it.each(pages)(
    "$pathname is known to the sidebar or the content registry",
    async ({ pathname }) => {
      expect(await statusOf(pathname)).not.toBe(404);
    },
  );

  it("leave the proxy answering 404 for a page neither knows", async () => {
    expect(await statusOf("/portal/site/gadgets")).toBe(404);
    expect(await statusOf("/portal/site/ventures/not-an-id")).toBe(404);
  });
});
