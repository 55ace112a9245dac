import { processWide } from "@/lib/process-table";
import { trustedProxySetting } from "@/lib/server-env";
import {
  GUARD_FLAG_NAME,
  normalizeAddress,
  VISITOR_ADDRESS_HEADER,
  type TrustedProxy,
} from "./rules.mjs";

/**
 * The visitor's address (normalised), or null when it cannot be known: on Vercel from
 * `X-Real-IP`, which Vercel overwrites; elsewhere from the header the server preload
 * (`scripts/http-guard.mjs`) writes, read only when the preload runs in this process, since
 * otherwise the client could have written it. Warns once in the server log when unknown.
 */
export function visitorAddress(
  headers: Headers,
  proxy: TrustedProxy = trustedProxySetting(),
): string | null {
  if (proxy === "vercel") return normalizeAddress(headers.get("x-real-ip"));
  if (processWide(GUARD_FLAG_NAME, () => false)) {
    return normalizeAddress(headers.get(VISITOR_ADDRESS_HEADER));
  }
  const warning = processWide("visitorAddressWarning", () => ({ isGiven: false }));
  if (!warning.isGiven) {
    warning.isGiven = true;
    console.warn(
      "Visitor addresses are unknown, so per-address sign-in limits are off: start the server with `npm start` (it preloads scripts/http-guard.mjs), or set TRUSTED_PROXY=vercel on Vercel.",
    );
  }
  return null;
}
