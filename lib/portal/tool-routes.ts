import { allKinds } from "@/lib/editor/kinds";
import type { KindDefinition } from "@/lib/editor/kind";
import { itemPath, newItemPath } from "@/lib/editor/paths";
import { PREVIEW_EXIT_PATH, PREVIEW_PATH } from "@/lib/editor/preview";

const ITEM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Whether a path is one of the content tools' pages for `kinds`: each tool, a new item and an
 * item by its id for the list kinds, and the draft preview's switches.
 */
export function toolRoutesOf(
  kinds: readonly Pick<KindDefinition, "tool" | "list">[],
): (pathname: string) => boolean {
  const exact = new Set([PREVIEW_PATH, PREVIEW_EXIT_PATH]);
  const itemPrefixes: string[] = [];
  for (const kind of kinds) {
    exact.add(kind.tool.path);
    if (!kind.list) continue;
    const listed = { list: kind.list };
    exact.add(newItemPath(listed));
    itemPrefixes.push(itemPath(listed, ""));
  }
  return (pathname) =>
    exact.has(pathname) ||
    itemPrefixes.some(
      (prefix) => pathname.startsWith(prefix) && ITEM_ID.test(pathname.slice(prefix.length)),
    );
}

/** The portal's pages that no sidebar link leads to: the account page, opened from the header. */
const UNLISTED_PAGES = new Set(["/portal/account"]);

const isContentToolRoute = toolRoutesOf(allKinds);

/**
 * True for a content tool's page or route, the registry's kinds' own pages among them, and for
 * a portal page reached outside the sidebar (the account page).
 */
export const isToolRoute = (pathname: string): boolean =>
  UNLISTED_PAGES.has(pathname) || isContentToolRoute(pathname);
