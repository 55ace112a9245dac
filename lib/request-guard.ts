import { NextResponse, type NextRequest } from "next/server";

/** Methods the site answers; anything else (TRACE, CONNECT, WebDAV verbs…) is refused. */
const ALLOWED_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;
/** Next's own limit on Server Action bodies (`serverActions.bodySizeLimit`, 1 MB). */
export const MAX_BODY_BYTES = 1024 * 1024;
const FORM_TYPES = ["multipart/form-data", "application/x-www-form-urlencoded"];

function refuse(status: number, message: string, headers: Record<string, string> = {}) {
  return new NextResponse(`${message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...headers },
  });
}

function hasBadEscape(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** True when `origin` names exactly the host the request was sent to. */
function isSameOrigin(origin: string, request: NextRequest): boolean {
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  const expected = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  return origin !== "null" && host.length > 0 && host === expected?.split(",")[0]?.trim();
}

/**
 * A clean 4xx for requests Next.js itself would answer with a 500 (or not at all): unknown
 * methods, undecodable paths, and posts that are cross-site, oversized or not form data.
 * Null when the request may go on.
 */
export function screenRequest(request: NextRequest): NextResponse | null {
  const { method } = request;
  if (!(ALLOWED_METHODS as readonly string[]).includes(method)) {
    return refuse(405, "Method Not Allowed", { Allow: ALLOWED_METHODS.join(", ") });
  }
  if (hasBadEscape(request.nextUrl.pathname)) return refuse(400, "Bad Request");
  if (method !== "POST") return null;

  const origin = request.headers.get("origin");
  if (origin !== null && !isSameOrigin(origin, request)) return refuse(403, "Forbidden");
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) {
    return refuse(413, "Payload Too Large");
  }
  const hasBody =
    Number(request.headers.get("content-length") ?? 0) > 0 ||
    request.headers.has("transfer-encoding");
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  // Server Actions here take form data only; other encodings are what Next fails to parse.
  const isForm = FORM_TYPES.includes(type ?? "");
  if ((hasBody || request.headers.has("next-action")) && !isForm) {
    return refuse(400, "Bad Request");
  }
  return null;
}
