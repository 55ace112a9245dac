import { matchRoute } from "./match";

/**
 * Each page's first-paint stylesheet by URL pattern (`./first-paint-build.ts`), or null for a
 * page that links a stylesheet of its own. `next.config` inlines it at build time; only the
 * server's render reads it, so the build leaves it out of every browser bundle (`firstPaintCss`).
 */
export type FirstPaintStylesheets = Record<string, string | null>;

let parsed: FirstPaintStylesheets | undefined;

/**
 * The stylesheet `pathname`'s first paint needs, or undefined (under `next dev`, which links the
 * whole stylesheet, and in the browser). An address no page answers gets the 404's (`*`).
 */
export function firstPaintCss(pathname: string): string | undefined {
  if (typeof window !== "undefined") return undefined;
  const json = process.env.SITE_FIRST_PAINT_CSS;
  if (!json) return undefined;
  parsed ??= JSON.parse(json) as FirstPaintStylesheets;
  const pattern = matchRoute(Object.keys(parsed), pathname) ?? "*";
  return parsed[pattern] ?? undefined;
}
