import type { FlatNavLink } from "./nav";

/** The page search shows at most this many matches: a short list stays readable as you type. */
export const SEARCH_LIMIT = 3;

/** The matches stay open this long after the box loses focus, so a click on one still lands. */
export const SEARCH_BLUR_CLOSE_MS = 200;

/**
 * The pages whose name contains `query` (ignoring case and surrounding spaces), earliest match
 * first, then shorter names, then alphabetical; at most `limit`. An empty query matches nothing.
 */
export function searchPages(
  pages: readonly FlatNavLink[],
  query: string,
  limit = SEARCH_LIMIT,
): FlatNavLink[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [];
  return pages
    .map((page) => ({ page, at: page.name.toLowerCase().indexOf(needle) }))
    .filter(({ at }) => at >= 0)
    .sort(
      (a, b) =>
        a.at - b.at ||
        a.page.name.length - b.page.name.length ||
        a.page.name.localeCompare(b.page.name),
    )
    .slice(0, limit)
    .map(({ page }) => page);
}
