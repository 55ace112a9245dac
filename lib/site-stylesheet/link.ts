/**
 * The whole public stylesheet's address: what `next dev` links, and what a client navigation
 * loads after a first paint styled by its page's inline rules (`FirstPaintStylesheet`). A route
 * of the app's own, compiled by the build, so it needs none of Next's CSS pipeline.
 */
const SITE_STYLESHEET_PATH = "/site.css";

/**
 * With `?v=` the content hash `next.config` computed for this build (`siteStylesheetVersion()` at
 * run time), or `dev` under `next dev`, where there is none.
 */
export function siteStylesheetHref(version: string | undefined): string {
  return `${SITE_STYLESHEET_PATH}?v=${version ?? "dev"}`;
}
