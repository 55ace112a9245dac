import { sectionOf, shouldScrollToTop } from "@/lib/site-sections";

describe("sectionOf", () => {
  it("is the first path segment", () => {
    expect(sectionOf("/about")).toBe("about");
    expect(sectionOf("/announcements/launch")).toBe("announcements");
    expect(sectionOf("/")).toBe("");
  });

  it("counts venture pages as the home section they open over", () => {
    expect(sectionOf("/ventures/ledgerline")).toBe("");
  });
});

describe("shouldScrollToTop", () => {
  it("scrolls when the section changes", () => {
    expect(shouldScrollToTop("/about", "/careers")).toBe(true);
    expect(shouldScrollToTop("/", "/announcements")).toBe(true);
    expect(shouldScrollToTop("/ventures/ledgerline", "/about")).toBe(true);
  });

  it("keeps the page in place when a modal opens or closes over it", () => {
    expect(shouldScrollToTop("/", "/ventures/ledgerline")).toBe(false);
    expect(shouldScrollToTop("/ventures/ledgerline", "/")).toBe(false);
    expect(shouldScrollToTop("/announcements", "/announcements/launch")).toBe(false);
    expect(shouldScrollToTop("/announcements/launch", "/announcements")).toBe(false);
  });
});
