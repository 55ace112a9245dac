import type { Page } from "@playwright/test";

/**
 * The paths (with their query) of every request the page makes from now on whose path starts
 * with `prefix`, in the order it makes them: prefetches, preloads and navigations alike.
 */
export function requestedPaths(page: Page, prefix: string): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith(prefix)) paths.push(`${pathname}${search}`);
  });
  return paths;
}
