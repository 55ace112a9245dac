import type { NextConfig } from "next";
import { contentSecurityPolicy } from "./lib/csp";

const isProduction = process.env.NODE_ENV === "production";

const baselineHeaders = [
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

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm run dev` listens on every address: let 127.0.0.1 load dev resources and hot reload too.
  allowedDevOrigins: ["127.0.0.1", "localhost"],
  reactStrictMode: true,
  async headers() {
    return [
      { source: "/:path*", headers: baselineHeaders },
      {
        // The sign-in and portal pages get a nonce-based policy from proxy.ts instead.
        source: "/((?!login$|login/|auth$|auth/|portal$|portal/).*)",
        headers: [
          {
            key: "Content-Security-Policy",
            value: contentSecurityPolicy({ isDevelopment: !isProduction }),
          },
        ],
      },
    ];
  },
};

export default nextConfig;
