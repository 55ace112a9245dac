// Preloaded into `next dev`/`next start` (`node --import`): answers requests that Next.js fails on
// with a 500 before any of the app's code (the proxy included) can run: methods that fetch's
// Request refuses to hold (TRACE, TRACK, CONNECT…) and paths with a bad percent-escape.
import http from "node:http";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

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

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function guardedEmit(event, request, response, ...rest) {
  const refused = event === "request" ? refusal(request) : null;
  if (!refused) return emit.call(this, event, request, response, ...rest);
  const [status, message] = refused;
  response.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    ...(status === 405 ? { Allow: [...METHODS].join(", ") } : {}),
  });
  response.end(`${message}\n`);
  return true;
};
