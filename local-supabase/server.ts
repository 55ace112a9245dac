import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { isIP } from "node:net";
import { checkApiKey, GatewayError, requireAdmin } from "./auth";
import type { ServiceContext } from "./context";
import { ApiError, sendError, sendJson } from "./http/errors";
import { parseJsonBody, readRawBody, type JsonBody } from "./http/request";
import type { LimitBucket, Route } from "./http/route";
import { adminRoutes } from "./routes/admin";
import { generateLinkRoutes } from "./routes/generate-link";
import { inviteRoutes } from "./routes/invite";
import { logoutUserRoutes } from "./routes/logout-user";
import { factorRoutes } from "./routes/factors";
import { metaRoutes } from "./routes/meta";
import { otpRoutes } from "./routes/otp";
import { recoverRoutes } from "./routes/recover";
import { resendRoutes } from "./routes/resend";
import { signupRoutes } from "./routes/signup";
import { tokenRoutes } from "./routes/token";
import { verifyRoutes } from "./routes/verify";

const PREFIX = "/auth/v1";
const routes: Route[] = [
  ...tokenRoutes,
  ...otpRoutes,
  ...resendRoutes,
  ...verifyRoutes,
  ...logoutUserRoutes,
  ...factorRoutes,
  ...adminRoutes,
  ...generateLinkRoutes,
  ...recoverRoutes,
  ...inviteRoutes,
  ...signupRoutes,
  ...metaRoutes,
];

const CORS_HEADERS = {
  "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE",
  "Access-Control-Allow-Headers":
    "Accept, Authorization, Content-Type, X-Client-IP, X-Client-Info, X-JWT-AUD, x-use-cookie, X-Supabase-Api-Version, apikey",
  // Without this a browser client cannot read the version header, hence not the error code.
  "Access-Control-Expose-Headers": "X-Total-Count, Link, X-Supabase-Api-Version",
  "Access-Control-Allow-Credentials": "true",
};

function matchRoute(path: string, route: Route): Record<string, string> | undefined {
  const expected = route.path.split("/");
  const actual = path.split("/");
  if (expected.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const value = actual[index] as string;
    if (segment.startsWith(":")) {
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return undefined;
      }
    } else if (segment !== value) {
      return undefined;
    }
  }
  return params;
}

function perSecond(ctx: ServiceContext, bucket: LimitBucket): number {
  const limits = ctx.config.rateLimits;
  return {
    token: limits.tokenPerFiveMinutes / 300,
    otp: limits.otpPerFiveMinutes / 300,
    verify: limits.verifyPerFiveMinutes / 300,
    factor_challenge: limits.mfaPerMinute / 60,
    factor_verify: limits.mfaPerMinute / 60,
  }[bucket];
}

/**
 * The visitor address a server sent in `Sb-Forwarded-For` (its leftmost entry), counted instead
 * of the socket's only with the secret key and forwarding on, as on a hosted project.
 */
function forwardedAddress(
  ctx: ServiceContext,
  req: IncomingMessage,
  apiKey: "publishable" | "secret" | undefined,
): string | undefined {
  if (!ctx.config.sbForwardedFor || apiKey !== "secret") return undefined;
  const value = req.headers["sb-forwarded-for"];
  const first = (Array.isArray(value) ? value[0] : value)?.split(",", 1)[0]?.trim();
  return first && isIP(first) ? first : undefined;
}

async function dispatch(
  ctx: ServiceContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const origin = req.headers.origin;
  res.setHeader("Access-Control-Allow-Origin", origin ?? "*");
  if (origin) res.setHeader("Vary", "Origin");
  for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
  if (req.method === "OPTIONS") {
    res.statusCode = 204;
    res.end();
    return;
  }

  const rawUrl = req.url ?? "/";
  const queryStart = rawUrl.indexOf("?");
  const fullPath = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const query = new URLSearchParams(queryStart === -1 ? "" : rawUrl.slice(queryStart + 1));
  if (!fullPath.startsWith(`${PREFIX}/`)) throw new ApiError(404, "not_found", "Not Found");
  const path = fullPath.slice(PREFIX.length).replace(/\/+$/, "") || "/";

  const matches = routes.flatMap((route) => {
    const params = matchRoute(path, route);
    return params ? [{ route, params }] : [];
  });
  if (matches.length === 0) throw new ApiError(404, "not_found", "Not Found");
  const match = matches.find(({ route }) => route.method === req.method);
  if (!match) throw new ApiError(405, "method_not_allowed", "Method Not Allowed");
  const { route, params } = match;

  const apiKey = route.isOpen ? undefined : checkApiKey(ctx, req, query);
  if (route.limit) {
    const ip = forwardedAddress(ctx, req, apiKey) ?? req.socket.remoteAddress ?? "unknown";
    const rate = perSecond(ctx, route.limit);
    if (!ctx.limiter.take(`${route.limit}:${ip}`, ctx.config.rateLimits.burst, rate)) {
      throw new ApiError(429, "over_request_rate_limit", "Request rate limit reached");
    }
  }
  if (route.path.startsWith("/admin/") || route.requiresAdmin)
    await requireAdmin(ctx, req, apiKey ?? "publishable");

  let parsed: Promise<JsonBody> | undefined;
  await route.handle({
    req,
    res,
    ctx,
    query,
    params,
    body: () => (parsed ??= readRawBody(req).then(parseJsonBody)),
  });
}

async function handle(
  ctx: ServiceContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  try {
    await dispatch(ctx, req, res);
  } catch (error) {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (error instanceof GatewayError) {
      sendJson(res, 401, error.body);
    } else if (error instanceof ApiError) {
      sendError(req, res, error);
    } else {
      console.error("[local-supabase] unexpected error:", error);
      sendError(
        req,
        res,
        new ApiError(
          500,
          "unexpected_failure",
          "Unexpected failure, please check server logs for more information",
        ),
      );
    }
  }
}

/** The HTTP server of the auth API, answering under /auth/v1. */
export function createAuthServer(ctx: ServiceContext): Server {
  const server = createServer((req, res) => {
    void handle(ctx, req, res);
  });
  // Node closes idle keep-alive sockets after 5 s, racing clients that reuse one at that moment
  // (an ECONNRESET for a request that never arrived); clients' own pools give up sooner.
  server.keepAliveTimeout = 65_000;
  server.on("clientError", (_error, socket) => {
    if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
    else socket.destroy();
  });
  return server;
}
