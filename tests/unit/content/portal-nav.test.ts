import { portalNav } from "@/content/portal-nav";
import { site } from "@/content/site";
import { flattenLinks, indexFolders, isFolder } from "@/lib/portal/nav";

const links = flattenLinks(portalNav);

describe("the portal sidebar tree", () => {
  it("has unique paths, all under /portal, in plain lower-case segments", () => {
    const paths = links.map((link) => link.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/portal(\/[a-z0-9-]+)*$/);
  });

  it("has unique folder ids and names", () => {
    const ids = [...indexFolders(portalNav).keys()];
    expect(new Set(ids).size).toBe(ids.length);
    const names = links.map((link) => link.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("holds the spec's top entries and the nested product group", () => {
    expect(portalNav.map((item) => item.name)).toEqual([
      "Overview",
      "Links and Resources",
      "Tools",
      "Client & Staff",
      "Projects",
      "E-Management",
    ]);
    const nested = links.find((link) => link.name === "Careers Manager");
    expect(nested?.trail).toEqual(["E-Management", `${site.product} Home`]);
    expect(portalNav.filter(isFolder)).toHaveLength(4);
  });

  it("gives the spec's named placeholder paths an entry", () => {
    const paths = links.map((link) => link.path);
    for (const path of [
      "/portal",
      "/portal/idea-vault",
      "/portal/project-management",
      "/portal/vault",
      "/portal/finances",
    ]) {
      expect(paths).toContain(path);
    }
  });
});
