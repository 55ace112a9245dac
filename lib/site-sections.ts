// Venture pages open as modals over the home page, so they belong to the home section.
const sectionAliases: Record<string, string> = { ventures: "" };

/**
 * Returns the top-level section of a public path: `/about/x` → `about`, `/` and `/ventures/x` → ``.
 * A detail route that opens as a modal shares the section of the page it opens over.
 */
export function sectionOf(pathname: string): string {
  const first = pathname.split("/")[1] ?? "";
  return sectionAliases[first] ?? first;
}

/**
 * True when navigating from `previous` to `next` enters another section: the page should scroll
 * to the top. Opening or closing a venture or announcement modal stays in its section.
 */
export function shouldScrollToTop(previous: string, next: string): boolean {
  return sectionOf(previous) !== sectionOf(next);
}
