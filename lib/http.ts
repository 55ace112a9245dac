import { NextResponse } from "next/server";

/**
 * A redirect to a path on this site with a relative `Location`, so it stays on the host the
 * browser used: a route handler's `request.url` names the server's own hostname instead (e.g.
 * `localhost` behind `127.0.0.1`), which would move the visitor away from their cookies.
 */
export function redirectToPath(path: string, status: 303 | 307): NextResponse {
  return new NextResponse(null, { status, headers: { Location: path } });
}
