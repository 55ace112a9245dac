import { footerQuickLinks, mainNav, signInItem } from "@/content/navigation";

describe("navigation content", () => {
  it("lists the spec's top bar items in order, then Login", () => {
    expect([...mainNav, signInItem].map((item) => item.label)).toEqual([
      "Home",
      "About",
      "Contact",
      "Careers",
      "Announcements",
      "Login",
    ]);
    expect(signInItem.href).toBe("/login");
  });

  it("lists the footer's quick links", () => {
    expect(footerQuickLinks.map((item) => item.label)).toEqual([
      "About",
      "Contact",
      "Careers",
      "Announcements",
    ]);
  });

  it("uses same-site absolute paths", () => {
    for (const item of [...mainNav, signInItem, ...footerQuickLinks]) {
      expect(item.href).toMatch(/^\/[a-z-]*$/);
    }
  });
});
