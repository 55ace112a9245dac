// The content tools' own pages below their sidebar links (a new item, an item by its id) and the
// draft preview's switches: portal pages that the sidebar does not list.
const TOOL_ROUTES = [
  /^\/portal\/site\/(?:announcements|ventures|careers\/jobs)\/(?:new|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/,
  /^\/portal\/preview(?:\/exit)?$/,
];

/** True for a content tool's page or route that the sidebar does not link to. */
export function isToolRoute(pathname: string): boolean {
  return TOOL_ROUTES.some((route) => route.test(pathname));
}
