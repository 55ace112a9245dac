import type { IncomingMessage } from "node:http";
import type { AuthConfig } from "./config";
import { header } from "./http/request";

function globToRegExp(pattern: string): RegExp {
  // GoTrue's URI_ALLOW_LIST globs use "." and "/" as separators: "*" stays inside one part.
  const source = pattern
    .split("**")
    .map((piece) =>
      piece
        .split("*")
        .map((literal) => literal.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
        .join("[^./]*"),
    )
    .join(".*");
  return new RegExp(`^${source}$`);
}

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** Whether a redirect target is the site (same scheme and host) or matches the allow-list. */
export function isAllowedRedirect(config: AuthConfig, target: string): boolean {
  const url = parse(target);
  const site = parse(config.siteUrl);
  if (!url || !["http:", "https:"].includes(url.protocol)) return false;
  if (site && url.protocol === site.protocol && url.hostname === site.hostname) return true;
  const withoutFragment = target.split("#")[0] as string;
  return config.redirectAllowList.some((pattern) => globToRegExp(pattern).test(withoutFragment));
}

/** GoTrue's `GetReferrer`: `redirect_to` if allowed, else an allowed Referer, else the site URL. */
export function resolveRedirect(
  config: AuthConfig,
  req: IncomingMessage,
  redirectTo: string | null | undefined,
): string {
  const candidates = [header(req, "redirect_to"), redirectTo ?? undefined, header(req, "referer")];
  return candidates.find((url) => url && isAllowedRedirect(config, url)) ?? config.siteUrl;
}
