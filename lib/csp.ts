type CspInput = {
  /** Per-request nonce for the dynamic pages; absent for the prerendered public pages. */
  nonce?: string;
  isDevelopment?: boolean;
};

/**
 * The one Content-Security-Policy of the site. With a nonce, scripts run only when they carry it
 * (and what they load, through 'strict-dynamic'); without one, as on prerendered pages that hold
 * no user input, inline scripts are allowed because Next's hydration data is inline. Styles allow
 * 'unsafe-inline' either way: React's `style` attributes cannot carry a nonce.
 */
export function contentSecurityPolicy({ nonce, isDevelopment = false }: CspInput = {}): string {
  const eval_ = isDevelopment ? " 'unsafe-eval'" : "";
  const scripts = nonce
    ? `'self' 'nonce-${nonce}' 'strict-dynamic'${eval_}`
    : `'self' 'unsafe-inline'${eval_}`;
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** A fresh, unguessable nonce for one response. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}
