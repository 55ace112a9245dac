// Plain JavaScript: the server preload (`scripts/http-guard.mjs`, run by Node itself) and the
// app share these rules, so both read the visitor's address the same way.

/** @typedef {"vercel" | "none" | { hops: number }} TrustedProxy */

/** The request header in which the server preload hands the app the visitor's address. */
export const VISITOR_ADDRESS_HEADER = "x-sv-visitor-address";

/**
 * The flag the server preload sets on `globalThis`: our header is then its, never the client's.
 * The app reads it as `processWide(GUARD_FLAG_NAME)` (lib/process-table.ts), whose key this is.
 */
export const GUARD_FLAG_NAME = "httpGuard";
export const GUARD_FLAG = Symbol.for(`silverline.${GUARD_FLAG_NAME}`);

const MAX_HOPS = 32;

/**
 * `TRUSTED_PROXY`: `vercel`, `none`, `proxy` (one hop) or a number of hops. Unset or anything
 * else: `vercel` on Vercel, `none` elsewhere.
 * @param {Record<string, string | undefined>} env
 * @returns {TrustedProxy}
 */
export function trustedProxy(env) {
  const value = env.TRUSTED_PROXY?.trim().toLowerCase() ?? "";
  if (value === "vercel" || value === "none" || value === "0")
    return value === "0" ? "none" : value;
  if (value === "proxy") return { hops: 1 };
  if (/^\d{1,2}$/.test(value) && Number(value) <= MAX_HOPS) return { hops: Number(value) };
  return env.VERCEL ? "vercel" : "none";
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/**
 * The eight 16-bit groups of an IPv6 address, or null when `text` is not one.
 * @param {string} text
 * @returns {number[] | null}
 */
function ipv6Groups(text) {
  if (!/^[0-9a-f:.]{2,45}$/i.test(text)) return null;
  const lastColon = text.lastIndexOf(":");
  let body = text;
  const dotted = text.slice(lastColon + 1);
  if (dotted.includes(".")) {
    if (!IPV4.test(dotted)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split(".").map(Number);
    body = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = body.split("::");
  if (halves.length > 2) return null;
  /** @param {string} part */
  const parse = (part) => (part === "" ? [] : part.split(":"));
  const head = parse(halves[0] ?? "");
  const tail = halves.length === 2 ? parse(halves[1] ?? "") : [];
  const words = [...head, ...tail];
  if (words.some((word) => !/^[0-9a-f]{1,4}$/i.test(word))) return null;
  if (halves.length === 2 ? words.length > 7 : words.length !== 8) return null;
  const zeros = Array(8 - words.length).fill("0");
  return [...head, ...zeros, ...tail].map((word) => parseInt(word, 16));
}

/**
 * An address as the app counts it: IPv4 dotted, IPv4-mapped IPv6 as its IPv4, other IPv6 as
 * eight lower-case groups (`2001:db8:0:0:0:0:0:1`); null for anything malformed.
 * @param {string | null | undefined} raw
 * @returns {string | null}
 */
export function normalizeAddress(raw) {
  const text = (raw ?? "").trim().replace(/^\[(.*)\]$/, "$1");
  if (IPV4.test(text)) return text;
  const groups = ipv6Groups(text);
  if (!groups) return null;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return groups.map((group) => group.toString(16)).join(":");
}

/**
 * The key a normalised address is counted under: an IPv4 address itself, an IPv6 address its
 * /64 network (one subscriber is usually handed a whole /64), e.g. `2001:db8:1:2::/64`.
 * @param {string} address
 * @returns {string}
 */
export function addressKey(address) {
  if (!address.includes(":")) return address;
  return `${address.split(":").slice(0, 4).join(":")}::/64`;
}

/**
 * An entry of X-Forwarded-For without the port some proxies append to it (`203.0.113.7:51234`,
 * `[2001:db8::1]:443`, `[2001:db8::1]`); anything else as it is. A bare IPv6 address keeps its
 * last group: without brackets no port can be told from it.
 * @param {string} entry
 * @returns {string}
 */
export function withoutPort(entry) {
  const bracketed = /^\[([^\]]*)\](?::\d{1,5})?$/.exec(entry);
  if (bracketed) return bracketed[1] ?? "";
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(entry);
  return v4WithPort ? (v4WithPort[1] ?? "") : entry;
}

/**
 * The raw entry that names the visitor among the hops a request came through: with no trusted
 * proxy the socket's peer; behind `hops` proxies, each appending the address it saw to
 * X-Forwarded-For, the entry that many places from the right of [...X-Forwarded-For, socket]
 * (the left-most when the chain is shorter), so an entry the client wrote itself is never the
 * one read. Empty when there is none.
 * @param {string | null | undefined} forwardedFor
 * @param {string | null | undefined} socketAddress
 * @param {"none" | { hops: number }} proxy
 * @returns {string}
 */
export function trustedEntry(forwardedFor, socketAddress, proxy) {
  if (proxy === "none") return (socketAddress ?? "").trim();
  const chain = [...(forwardedFor ?? "").split(","), socketAddress ?? ""]
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  return chain[Math.max(0, chain.length - 1 - proxy.hops)] ?? "";
}

/**
 * The visitor's address (normalised) from the entry `trustedEntry` picks, a hop's port
 * stripped; null when that entry is not an address.
 * @param {string | null | undefined} forwardedFor
 * @param {string | null | undefined} socketAddress
 * @param {"none" | { hops: number }} proxy
 * @returns {string | null}
 */
export function addressFromHops(forwardedFor, socketAddress, proxy) {
  const entry = trustedEntry(forwardedFor, socketAddress, proxy);
  return normalizeAddress(proxy === "none" ? entry : withoutPort(entry));
}
