/** The cookie that remembers whether the sidebar is open, read by the portal layout. */
export const SIDEBAR_COOKIE = "sidebar_state";

const ONE_YEAR_S = 60 * 60 * 24 * 365;

/** Open unless the cookie says `false`: a first visit gets the full sidebar. */
export function isSidebarOpen(cookieValue: string | undefined): boolean {
  return cookieValue !== "false";
}

/**
 * The `document.cookie` assignment that remembers `isOpen` for a year. Path `/` so every portal
 * route sends it; Lax because only our own navigations need it.
 */
export function sidebarCookie(isOpen: boolean): string {
  return `${SIDEBAR_COOKIE}=${isOpen}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}
