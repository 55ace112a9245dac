import {
  GUARD_FLAG,
  normalizeAddress,
  trustedProxy,
  VISITOR_ADDRESS_HEADER,
  type TrustedProxy,
} from "./address-rules.mjs";

const warned = Symbol.for("silverline.visitorAddressWarned");

/**
 * The visitor's address (normalised), or null when it cannot be known: on Vercel from
 * `X-Real-IP`, which Vercel overwrites; elsewhere from the header the server preload
 * (`scripts/http-guard.mjs`) writes, read only when the preload runs in this process, since
 * otherwise the client could have written it. Warns once in the server log when unknown.
 */
export function visitorAddress(
  headers: Headers,
  proxy: TrustedProxy = trustedProxy(),
): string | null {
  if (proxy === "vercel") return normalizeAddress(headers.get("x-real-ip"));
  const holder = globalThis as { [GUARD_FLAG]?: boolean; [warned]?: boolean };
  if (holder[GUARD_FLAG]) return normalizeAddress(headers.get(VISITOR_ADDRESS_HEADER));
  if (!holder[warned]) {
    holder[warned] = true;
    console.warn(
      "Visitor addresses are unknown, so per-address sign-in limits are off: start the server with `npm start` (it preloads scripts/http-guard.mjs), or set TRUSTED_PROXY=vercel on Vercel.",
    );
  }
  return null;
}
