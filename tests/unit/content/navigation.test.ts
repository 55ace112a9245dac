import { footerQuickLinks, mainNav, signInItem } from "@/content/navigation";

describe("navigation content", () => {
  it("starts the top bar at the home page and signs in at /login", () => {
    expect(mainNav[0]?.href).toBe("/");
    expect(signInItem.href).toBe("/login");
  });

  it("names each top bar page once, and the footer links only to top bar pages", () => {
    const hrefs = mainNav.map((item) => item.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(new Set(mainNav.map((item) => item.label)).size).toBe(mainNav.length);
    for (const item of footerQuickLinks) expect(hrefs).toContain(item.href);
  });

  it("uses same-site absolute paths", () => {
    for (const item of [...mainNav, signInItem, ...footerQuickLinks]) {
      expect(item.href).toMatch(/^\/[a-z-]*$/);
    }
  });
});
