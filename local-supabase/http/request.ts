import type { IncomingMessage } from "node:http";
import { ApiError, badRequest } from "./errors";

/** GoTrue's body limit (api.go `limitRequestBody`). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The parsed JSON body of a request: always a plain object. */
export type JsonBody = Record<string, unknown>;

/** Reads the raw body, answering 413 past the limit without buffering the rest. */
export function readRawBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let isDone = false;
    req.on("data", (chunk: Buffer) => {
      if (isDone) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        isDone = true;
        reject(new ApiError(413, "request_entity_too_large", "Request body too large"));
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (!isDone) resolve(Buffer.concat(chunks));
    });
    req.on("error", (error) => {
      if (!isDone) reject(badRequest("bad_json", `Could not read request body: ${error.message}`));
    });
    // A client that hangs up mid-body never sends "end"; settle so nothing waits forever.
    req.on("close", () => {
      if (!isDone && !req.complete) reject(badRequest("bad_json", "Request body was cut short"));
    });
  });
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// Postgres text and jsonb reject NUL and unpaired surrogates; refusing them here keeps them from
// ever reaching the store as a 500.
function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (depth > 64) return true;
  if (typeof value === "string") return value.includes("\u0000") || LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.some((item) => hasUnstorableText(item, depth + 1));
  if (value && typeof value === "object") {
    return Object.entries(value).some(
      ([key, item]) => hasUnstorableText(key, depth + 1) || hasUnstorableText(item, depth + 1),
    );
  }
  return false;
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** Parses a JSON object body as GoTrue does: anything but a JSON object is 400 `bad_json`. */
export function parseJsonBody(raw: Buffer): JsonBody {
  let value: unknown;
  try {
    value = JSON.parse(strictUtf8.decode(raw));
  } catch (error) {
    const reason = error instanceof Error ? error.message : "invalid JSON";
    throw badRequest("bad_json", `Could not parse request body as JSON: ${reason}`);
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    throw badRequest("bad_json", "Could not parse request body as JSON: expected an object");
  }
  if (hasUnstorableText(value)) {
    throw badRequest("bad_json", "Could not parse request body as JSON: unsupported characters");
  }
  return value as JsonBody;
}

function wrongType(field: string, expected: string): ApiError {
  return badRequest(
    "bad_json",
    `Could not parse request body as JSON: field ${field} must be ${expected}`,
  );
}

/** A string field, `undefined` when absent or null; other types are GoTrue's `bad_json`. */
export function optionalString(body: JsonBody, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") throw wrongType(field, "a string");
  return value;
}

/** A boolean field, `undefined` when absent or null. */
export function optionalBoolean(body: JsonBody, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "boolean") throw wrongType(field, "a boolean");
  return value;
}

/** An object field, `undefined` when absent or null. */
export function optionalObject(body: JsonBody, field: string): JsonBody | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "object" || Array.isArray(value)) throw wrongType(field, "an object");
  return value as JsonBody;
}

/** The first value of a request header. */
export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
