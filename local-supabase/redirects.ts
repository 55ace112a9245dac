import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import type { AuthConfig } from "./config";
import { globMatches } from "./glob";
import { header } from "./http/request";

/** The parts of a redirect target, as written and as a browser will read them (they agree). */
type Target = { scheme: string; hostname: string; port: string; rest: string; url: URL };

// GoTrue's `regularHostname`: no trailing dot, no underscores, no Unicode or escapes.
const REGULAR_HOSTNAME = /^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/;
const AUTHORITY = /^([a-zA-Z][a-zA-Z0-9+.-]*):\/\/([^/?#]*)([^#]*)/;
const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]", "0.0.0.0", "[::]"];

// Control characters and spaces are never part of a URL; browsers silently drop some of them,
// and read backslashes as slashes, so either could make the browser see another host.
function isAmbiguous(target: string): boolean {
  return [...target].some((char) => char <= " " || char === "\x7f" || char === "\\");
}

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/**
 * Reads an http(s) target only when the host written in it is exactly the host a browser will go
 * to: no userinfo, no escapes, IDN look-alikes, upper case or numeric IP spellings in the host.
 */
function readTarget(target: string): Target | undefined {
  if (!target || isAmbiguous(target)) return undefined;
  const url = parse(target);
  const written = AUTHORITY.exec(target);
  if (!url || !written || !["http:", "https:"].includes(url.protocol)) return undefined;
  const [, scheme = "", authority, rest = ""] = written;
  if (url.username || url.password || authority !== url.host) return undefined;
  if (`${scheme.toLowerCase()}:` !== url.protocol) return undefined;
  return { scheme: scheme.toLowerCase(), hostname: url.hostname, port: url.port, rest, url };
}

function isLoopbackName(hostname: string): boolean {
  return LOOPBACK_NAMES.includes(hostname) || hostname.endsWith(".localhost");
}

function isIpAddress(hostname: string): boolean {
  return isIP(hostname.replace(/^\[(.*)\]$/, "$1")) !== 0;
}

function matchesPattern(pattern: string, target: Target): boolean {
  const parts = /^([^:/]+):\/\/([^/]*)(.*)$/s.exec(pattern);
  if (!parts) return false;
  const [, scheme = "", authority = "", rest = ""] = parts;
  const hostAndPort = /^(.*?)(?::([0-9*?{},[\]!-]*))?$/s.exec(authority);
  const [, host = "", port] = hostAndPort ?? [];
  if (authority.includes("@") || (port === undefined) !== (target.port === "")) return false;
  return (
    globMatches(scheme, target.scheme, "./") &&
    globMatches(host, target.hostname, ".") &&
    (port === undefined || globMatches(port, target.port, ".")) &&
    globMatches(rest, target.rest, "./")
  );
}

/**
 * Whether a redirect target is allowed, as GoTrue's `IsRedirectURLValid` decides but matched part
 * by part on the parsed URL: the site (same scheme, host and port; any port on a loopback host),
 * or an allow-list pattern whose scheme, host, port and path each match.
 */
export function isAllowedRedirect(config: AuthConfig, target: string): boolean {
  const parsed = readTarget(target);
  if (!parsed) return false;
  const isIp = isIpAddress(parsed.hostname);
  if (!isIp && !REGULAR_HOSTNAME.test(parsed.hostname)) return false;
  const site = parse(config.siteUrl);
  if (
    site &&
    parsed.url.protocol === site.protocol &&
    parsed.hostname === site.hostname &&
    (parsed.port === site.port || isLoopbackName(parsed.hostname))
  ) {
    return true;
  }
  // GoTrue sends the user to an IP address only when it is the site's or a loopback address.
  if (isIp && !parsed.hostname.startsWith("127.") && parsed.hostname !== "[::1]") return false;
  return config.redirectAllowList.some((pattern) => matchesPattern(pattern, parsed));
}

/** GoTrue's `GetReferrer`: `redirect_to` if allowed, else an allowed Referer, else the site URL. */
export function resolveRedirect(
  config: AuthConfig,
  req: IncomingMessage,
  redirectTo: string | null | undefined,
): string {
  // As GoTrue's `getRedirectTo`: the header when present, else the query's parameter.
  const requested = header(req, "redirect_to") || redirectTo || undefined;
  const candidates = [requested, header(req, "referer")];
  return candidates.find((url) => url && isAllowedRedirect(config, url)) ?? config.siteUrl;
}
