import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { staticHeaderRules } from "./lib/security-headers";
import { compileSiteStylesheet, stylesheetVersion } from "./lib/site-stylesheet/build";
import { compileFirstPaintStylesheets } from "./lib/site-stylesheet/first-paint-build";

export default async function config(phase: string): Promise<NextConfig> {
  // The public stylesheet's content hash, for its address, and each page's first-paint rules
  // (lib/site-stylesheet/first-paint.ts). The build inlines both into the server code, so
  // `next start` needs neither the compiler nor the sources.
  const isBuild = phase === PHASE_PRODUCTION_BUILD;
  const stylesheet = isBuild ? stylesheetVersion(await compileSiteStylesheet()) : undefined;
  const firstPaint = isBuild ? JSON.stringify(await compileFirstPaintStylesheets()) : undefined;
  return {
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
    // `npm test` checks the types before its end-to-end build (`npm run typecheck`, over the
    // routes' types too), which then skips the build's own check, a third of its time.
    typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === "1" },
    // Tailwind's compiler loads native addons, which Node loads and a bundle cannot.
    serverExternalPackages: ["@tailwindcss/postcss", "postcss"],
    // ...which only the build runs: the stylesheet's route is prerendered, so a deployment leaves
    // out the compiler's 18 MB.
    outputFileTracingExcludes: {
      "/site.css": [
        "node_modules/@tailwindcss/**",
        "node_modules/tailwindcss/**",
        "node_modules/lightningcss*/**",
      ],
    },
    env:
      stylesheet && firstPaint
        ? { SITE_STYLESHEET_VERSION: stylesheet, SITE_FIRST_PAINT_CSS: firstPaint }
        : {},
    async headers() {
      return staticHeaderRules(process.env.NODE_ENV === "production");
    },
  };
}
