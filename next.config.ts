import type { NextConfig } from "next";
import { staticHeaderRules } from "./lib/security-headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next hashes every response body in JavaScript to make an ETag: profiled, the largest single
  // cost of serving a prerendered page. The public pages are cached by s-maxage at the CDN, the
  // portal's are private and no-store, so a browser's revalidation would only ever save a few KB.
  generateEtags: false,
  // `npm run dev` listens on every address: let 127.0.0.1 load dev resources and hot reload too.
  allowedDevOrigins: ["127.0.0.1", "localhost"],
  reactStrictMode: true,
  // `forbidden()`: a role short of what a page, action or route needs answers a 403.
  experimental: { authInterrupts: true },
  async headers() {
    return staticHeaderRules(process.env.NODE_ENV === "production");
  },
};

export default nextConfig;
