import { NextResponse, type NextRequest } from "next/server";
import { gateSession } from "@/lib/auth/gate-session";
import { gateScope } from "@/lib/auth/portal-gate";
import { screenRequest } from "@/lib/request-guard";
import { isDevelopment } from "@/lib/server-env";
import { nonceRequestPolicy, setPrivateHeaders } from "@/lib/security-headers";

/** Screens every request, then leaves the private paths' decisions to `lib/auth/portal-gate.ts`. */
export async function proxy(request: NextRequest) {
  const refused = await screenRequest(request);
  if (refused) return refused;
  const scope = gateScope(request.nextUrl.pathname, request.headers);
  if (scope === "public") return NextResponse.next();
  const csp = nonceRequestPolicy(request, isDevelopment());
  const response =
    scope === "prefetch" ? NextResponse.next({ request }) : await gateSession(request);
  setPrivateHeaders(response, csp);
  return response;
}

// Next reads the matcher statically, so it is a literal; a unit test holds it to PRIVATE_PREFIXES.
// The private prefixes, plus any request Next may take for a Server Action on any page: one with
// a `Next-Action` or a body type (GETs to public pages carry neither and stay static).
export const config = {
  matcher: [
    "/portal",
    "/portal/:path*",
    "/login",
    "/login/:path*",
    "/auth",
    "/auth/:path*",
    { source: "/:path*", has: [{ type: "header", key: "next-action" }] },
    { source: "/:path*", has: [{ type: "header", key: "content-type" }] },
  ],
};
