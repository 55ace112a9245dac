// Preloaded into `next dev`/`next start` (`node --import`): answers requests that Next.js fails on
// with a 500 before any of the app's code (the proxy included) can run: methods that fetch's
// Request refuses to hold (TRACE, TRACK, CONNECT…) and paths with a bad percent-escape. It also
// tells the app the visitor's address (lib/visitor-address/rules.mjs), which only it can see: the
// socket's peer, and the hops in front of it that `TRUSTED_PROXY` trusts.
import http from "node:http";
import {
  addressFromHops,
  GUARD_FLAG,
  trustedEntry,
  trustedProxy,
  VISITOR_ADDRESS_HEADER,
} from "../lib/visitor-address/rules.mjs";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
// Headers a client could use to name an address; with no proxy in front, nothing sets them.
const FORWARDING_HEADERS = ["x-real-ip", "forwarded", "sb-forwarded-for"];

function refusal(request) {
  if (!METHODS.has(request.method ?? "")) return [405, "Method Not Allowed"];
  const path = (request.url ?? "/").split("?", 1)[0] ?? "/";
  try {
    decodeURIComponent(path);
  } catch {
    return [400, "Bad Request"];
  }
  return null;
}

const proxy = trustedProxy(process.env);
let hasWarnedOfEntry = false;

/**
 * Says once in the server log that the entry a trusted hop wrote is no address: its visitors are
 * then unknown and the per-address sign-in limits do not count them, which nothing else shows.
 */
function warnOfEntry(entry) {
  if (hasWarnedOfEntry) return;
  hasWarnedOfEntry = true;
  console.warn(
    `The X-Forwarded-For entry that TRUSTED_PROXY trusts is not an address (${JSON.stringify(entry.slice(0, 64))}), so per-address sign-in limits do not count these visitors: check TRUSTED_PROXY and what the proxy in front writes.`,
  );
}

/** Writes the visitor's address into the request; a client-sent value never survives. */
function markVisitor(request) {
  const headers = request.headers;
  delete headers[VISITOR_ADDRESS_HEADER];
  // Vercel's edge overwrites X-Real-IP and the app reads that; nothing here to add.
  if (proxy === "vercel") return;
  const header = headers["x-forwarded-for"];
  const forwardedFor = Array.isArray(header) ? header.join(",") : header;
  const socketAddress = request.socket?.remoteAddress;
  const address = addressFromHops(forwardedFor, socketAddress, proxy);
  if (!address && proxy !== "none") warnOfEntry(trustedEntry(forwardedFor, socketAddress, proxy));
  if (proxy === "none") {
    for (const name of FORWARDING_HEADERS) delete headers[name];
    if (address) headers["x-forwarded-for"] = address;
    else delete headers["x-forwarded-for"];
  }
  if (address) headers[VISITOR_ADDRESS_HEADER] = address;
}

globalThis[GUARD_FLAG] = true;

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function guardedEmit(event, request, response, ...rest) {
  const refused = event === "request" ? refusal(request) : null;
  if (!refused) {
    if (event === "request") markVisitor(request);
    return emit.call(this, event, request, response, ...rest);
  }
  const [status, message] = refused;
  response.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    ...(status === 405 ? { Allow: [...METHODS].join(", ") } : {}),
  });
  response.end(`${message}\n`);
  return true;
};
