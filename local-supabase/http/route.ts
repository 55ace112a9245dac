import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServiceContext } from "../context";
import type { JsonBody } from "./request";

/** One request as a route sees it. */
export type RouteRequest = {
  req: IncomingMessage;
  res: ServerResponse;
  ctx: ServiceContext;
  query: URLSearchParams;
  /** Path parameters, e.g. `id` in /admin/users/:id. */
  params: Record<string, string>;
  /** The JSON object body; throws GoTrue's 400/413 for anything else. */
  body(): Promise<JsonBody>;
};

/** The IP rate-limit bucket a route draws from. */
export type LimitBucket = "token" | "otp" | "verify" | "factor_challenge" | "factor_verify";

/** A route of the auth API, relative to /auth/v1. */
export type Route = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Literal path, or segments where `:name` captures one segment. */
  path: string;
  /** Reachable without an `apikey`, like the gateway's open routes. */
  isOpen?: boolean;
  /** Needs the secret key or an admin JWT, as every /admin/ route does (GoTrue's /invite). */
  requiresAdmin?: boolean;
  limit?: LimitBucket;
  handle(request: RouteRequest): Promise<void>;
};
