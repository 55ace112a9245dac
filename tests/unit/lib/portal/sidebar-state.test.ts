import { isSidebarOpen, SIDEBAR_COOKIE, sidebarCookie } from "@/lib/portal/sidebar-state";

describe("the sidebar cookie", () => {
  it("keeps the sidebar open unless it says false", () => {
    expect(isSidebarOpen(undefined)).toBe(true);
    expect(isSidebarOpen("true")).toBe(true);
    expect(isSidebarOpen("false")).toBe(false);
    expect(isSidebarOpen("garbage")).toBe(true);
  });

  it("is written for the whole site, for a year", () => {
    expect(SIDEBAR_COOKIE).toBe("sidebar_state");
    expect(sidebarCookie(false)).toBe(
      "sidebar_state=false; path=/; max-age=31536000; samesite=lax",
    );
  });
});
