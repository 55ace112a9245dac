import type { NextConfig } from "next";
import { staticHeaderRules } from "./lib/security-headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm run dev` listens on every address: let 127.0.0.1 load dev resources and hot reload too.
  allowedDevOrigins: ["127.0.0.1", "localhost"],
  reactStrictMode: true,
  async headers() {
    return staticHeaderRules(process.env.NODE_ENV === "production");
  },
};

export default nextConfig;
