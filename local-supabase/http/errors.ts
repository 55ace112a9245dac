import type { IncomingMessage, ServerResponse } from "node:http";

/** An error GoTrue would answer with: HTTP status, `error_code` and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** 400 with the given error code. */
export const badRequest = (code: string, message: string) => new ApiError(400, code, message);
/** 400 `validation_failed`, GoTrue's answer to most invalid parameters. */
export const validationFailed = (message: string) =>
  new ApiError(400, "validation_failed", message);
/** 403 with the given error code. */
export const forbidden = (code: string, message: string) => new ApiError(403, code, message);
/** 422 with the given error code. */
export const unprocessable = (code: string, message: string) => new ApiError(422, code, message);

const API_VERSION_2024 = "2024-01-01";

/** The request asks for the 2024-01-01 error shape (auth-js always does). */
function wantsVersion2024(req: IncomingMessage): boolean {
  const header = req.headers["x-supabase-api-version"];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return value >= API_VERSION_2024;
}

/** Writes GoTrue's error envelope: the 2024-01-01 shape when asked for, the initial shape otherwise. */
export function sendError(req: IncomingMessage, res: ServerResponse, error: ApiError): void {
  let body: Record<string, unknown>;
  if (wantsVersion2024(req)) {
    // auth-js reads `code` only when the response echoes the version header.
    res.setHeader("X-Supabase-Api-Version", API_VERSION_2024);
    body = { code: error.code, message: error.message, ...error.extra };
  } else {
    res.setHeader("x-sb-error-code", error.code);
    body = { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  }
  sendJson(res, error.status, body);
}

/** Writes a JSON body with the given status. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json");
  res.setHeader("Content-Length", Buffer.byteLength(text));
  res.end(text);
}
