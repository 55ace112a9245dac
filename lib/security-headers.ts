import type { NextRequest, NextResponse } from "next/server";
import { publicPathsSource } from "./auth/paths";
import { contentSecurityPolicy, createNonce } from "./csp";

const CSP = "Content-Security-Policy";

/**
 * Next's static `headers()` rules: the baseline on every response (HSTS only in production, the
 * one place that is https), and the policy without a nonce on the public, prerendered pages; the
 * private pages get a nonce policy per request from the proxy instead.
 */
export function staticHeaderRules(isProduction: boolean) {
  const baseline = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), browsing-topics=()",
    },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    ...(isProduction
      ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]
      : []),
  ];
  const policy = contentSecurityPolicy({ isDevelopment: !isProduction });
  return [
    { source: "/:path*", headers: baseline },
    { source: publicPathsSource(), headers: [{ key: CSP, value: policy }] },
  ];
}

/**
 * Puts a fresh nonce policy on a private request, where Next reads the nonce to stamp its own
 * scripts, and returns it for the response. `isDevelopment` allows what `next dev` needs.
 */
export function nonceRequestPolicy(request: NextRequest, isDevelopment: boolean): string {
  const csp = contentSecurityPolicy({ nonce: createNonce(), isDevelopment });
  request.headers.set(CSP, csp);
  return csp;
}

/** The headers of a private response: its nonce policy, and never stored by a cache. */
export function setPrivateHeaders(response: NextResponse, csp: string): void {
  response.headers.set(CSP, csp);
  response.headers.set("Cache-Control", "private, no-store");
  // Nothing of these pages' addresses leaves the site. Not `no-referrer`: Chrome then sends
  // `Origin: null` with form posts, which Next's Server Action check rejects.
  response.headers.set("Referrer-Policy", "same-origin");
}
