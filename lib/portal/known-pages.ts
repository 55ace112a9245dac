import { contentLists } from "@/lib/editor/tools";
import { PREVIEW_EXIT_PATH, PREVIEW_PATH } from "@/lib/editor/preview";
import { flattenLinks, portalNav } from "./nav";
import { portalTools } from "./tools";

const ITEM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Whether a path is one of `pages`, or the page of a new item or of an item by its id under one
 * of `lists` (as lib/editor/paths.ts builds them).
 */
export function knownPagesOf(
  pages: Iterable<string>,
  lists: Iterable<string>,
): (pathname: string) => boolean {
  const exact = new Set(pages);
  const itemPrefixes: string[] = [];
  for (const list of lists) {
    exact.add(`${list}/new`);
    itemPrefixes.push(`${list}/`);
  }
  return (pathname) =>
    exact.has(pathname) ||
    itemPrefixes.some(
      (prefix) => pathname.startsWith(prefix) && ITEM_ID.test(pathname.slice(prefix.length)),
    );
}

const MESSAGE_ID = /^[1-9]\d{0,15}$/;
const INBOX = `${portalTools.contactRequests.path}/`;

/** Whether `pathname` is one contact message's page or the inbox's export. */
function isInboxPage(pathname: string): boolean {
  if (!pathname.startsWith(INBOX)) return false;
  const rest = pathname.slice(INBOX.length);
  return rest === "export" || MESSAGE_ID.test(rest);
}

const isListedPage = knownPagesOf(
  [
    ...flattenLinks(portalNav).map((link) => link.path),
    ...Object.values(portalTools).map((tool) => tool.path),
    PREVIEW_PATH,
    PREVIEW_EXIT_PATH,
  ],
  contentLists,
);

/**
 * True for a page of the portal: a sidebar link (the Coming Soon pages among them), a built tool
 * (`portalTools`, the account page outside the sidebar too), a content list's item
 * pages, the contact inbox's message pages and export, and the draft preview's switches. Plain
 * data only, so the proxy that answers any other portal path with a 404 loads neither the
 * content registry nor zod.
 */
export function isKnownPortalPage(pathname: string): boolean {
  return isListedPage(pathname) || isInboxPage(pathname);
}
