/** Which hop in front of the app tells the visitor's address (`TRUSTED_PROXY`). */
export type TrustedProxy = "vercel" | "proxy" | "none";

const IP_ADDRESS = /^[0-9A-Fa-f:.]{2,45}$/;

/** `TRUSTED_PROXY` when valid; else `vercel` on Vercel and `none` elsewhere. */
export function trustedProxy(env: Record<string, string | undefined> = process.env): TrustedProxy {
  const value = env.TRUSTED_PROXY;
  if (value === "vercel" || value === "proxy" || value === "none") return value;
  return env.VERCEL ? "vercel" : "none";
}

/**
 * The visitor's address as the trusted hop reports it, or null when none is trusted. Vercel
 * overwrites `X-Real-IP`; a reverse proxy appends the address it saw to `X-Forwarded-For`, so
 * only the last entry is its own and the ones before may be forged by the client.
 */
export function clientAddress(headers: Headers, proxy: TrustedProxy): string | null {
  let candidate: string | undefined;
  if (proxy === "vercel") {
    candidate = headers.get("x-real-ip") ?? headers.get("x-forwarded-for")?.split(",")[0];
  } else if (proxy === "proxy") {
    candidate = headers.get("x-forwarded-for")?.split(",").at(-1);
  }
  const address = candidate?.trim() ?? "";
  return IP_ADDRESS.test(address) ? address : null;
}
