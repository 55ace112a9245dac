/**
 * The public stylesheet's address. Next's own CSS links get hashed names that exist only after
 * the build, too late for `next.config`'s `headers()`; this one is known when they are built, so
 * every page's response can name it in a `Link` preload header. On Slow 4G that header starts the
 * stylesheet with the HTML's headers, ahead of the script chunks it would otherwise share the
 * link with, and the first paint, which waits for it, comes sooner.
 */
const SITE_STYLESHEET_PATH = "/site.css";

/**
 * With `?v=` the content hash `next.config` computed for this build (`siteStylesheetVersion()` at
 * run time), or `dev` under `next dev`, where there is none.
 */
export function siteStylesheetHref(version: string | undefined): string {
  return `${SITE_STYLESHEET_PATH}?v=${version ?? "dev"}`;
}

/** The `Link` header value that asks the browser for the stylesheet before it reads the HTML. */
export function siteStylesheetPreload(href: string): string {
  return `<${href}>; rel=preload; as=style`;
}
