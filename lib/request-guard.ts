import { NextResponse, type NextRequest } from "next/server";
import { isDecodableReply } from "./action-reply";

/** Methods the site answers; anything else (TRACE, CONNECT, WebDAV verbs…) is refused. */
const ALLOWED_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;
/** Next's own limit on Server Action bodies (`serverActions.bodySizeLimit`, 1 MB). */
export const MAX_BODY_BYTES = 1024 * 1024;
const MULTIPART = "multipart/form-data";
const FORM_TYPES = [MULTIPART, "application/x-www-form-urlencoded"];
// RFC 2046 §5.1.1: 1 to 70 characters, the last not a space. Unquoted, only those that are also
// RFC 9110 token characters, so every multipart parser on the way reads the same boundary.
const QUOTED_BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;
const TOKEN_BOUNDARY = /^[0-9A-Za-z'+_\-.]{1,70}$/;

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
 * The media type of a `Content-Type` value, lowercased, and its multipart boundary: the
 * boundary is null when it is missing, empty, repeated or not RFC 2046 syntax.
 */
export function parseContentType(value: string | null): { type: string; boundary: string | null } {
  const [type = "", ...parameters] = (value ?? "").split(";");
  const boundaries = parameters
    .map((parameter) => /^\s*boundary\s*=\s*(.*?)\s*$/i.exec(parameter)?.[1])
    .filter((boundary) => boundary !== undefined);
  const [raw] = boundaries;
  let boundary: string | null = null;
  if (boundaries.length === 1 && raw !== undefined) {
    const quoted = /^"(.*)"$/.exec(raw)?.[1];
    if (quoted !== undefined ? QUOTED_BOUNDARY.test(quoted) : TOKEN_BOUNDARY.test(raw)) {
      boundary = quoted ?? raw;
    }
  }
  return { type: type.trim().toLowerCase(), boundary };
}

/** The body of `request`, read from a clone (Next replays the original), or null past `limit`. */
async function readBody(request: NextRequest, limit: number): Promise<Blob | null> {
  const reader = request.clone().body?.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    size += read.value.byteLength;
    // No cancel: a clone's branch cancels only with the original, which Next still holds.
    if (size > limit) return null;
    chunks.push(read.value as Uint8Array<ArrayBuffer>);
  }
  return new Blob(chunks);
}

/** `body` parsed as the multipart form data that `contentType` announces, or null. */
async function parseForm(body: Blob, contentType: string): Promise<FormData | null> {
  try {
    return await new Request("http://form.invalid/", {
      method: "POST",
      headers: { "Content-Type": contentType },
      body,
    }).formData();
  } catch {
    return null;
  }
}

/**
 * The refusal for a post's body: too large past the limit, unreadable, not the form it says, or
 * a Server Action reply React would fail to decode.
 */
async function screenBody(request: NextRequest, contentType: string | null, type: string) {
  let body: Blob | null;
  try {
    body = await readBody(request, MAX_BODY_BYTES);
  } catch {
    return refuse(400, "Bad Request");
  }
  if (!body) return refuse(413, "Payload Too Large");
  // Server Actions here take form data only; other encodings are what Next fails to parse.
  if (body.size > 0 && !FORM_TYPES.includes(type)) return refuse(400, "Bad Request");
  if (type !== MULTIPART) return null;
  const form = await parseForm(body, contentType ?? "");
  if (!form || !isDecodableReply(form, request.headers.has("next-action"))) {
    return refuse(400, "Bad Request");
  }
  return null;
}

/**
 * A clean 4xx for requests Next.js itself would answer with a 500 (or not at all): unknown
 * methods, undecodable paths, and posts that are cross-site, oversized (by `Content-Length` or
 * by what arrives, chunked included), not form data, multipart bodies that do not parse, and
 * Server Action replies React cannot decode; a Server Action post (`Next-Action`) must be
 * multipart with a valid boundary.
 * Null when the request may go on.
 */
export async function screenRequest(request: NextRequest): Promise<NextResponse | null> {
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
  const contentType = request.headers.get("content-type");
  const { type, boundary } = parseContentType(contentType);
  // A Server Action's FormData is always multipart; without a usable boundary Next fails on it.
  if (request.headers.has("next-action") && type !== MULTIPART) return refuse(400, "Bad Request");
  if (type === MULTIPART && boundary === null) return refuse(400, "Bad Request");
  return screenBody(request, contentType, type);
}
