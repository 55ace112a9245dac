import { flattenLinks, foldersHolding, indexFolders, portalNav } from "@/lib/portal/nav";

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

  it("opens on the dashboard, nests folders and leaves none empty", () => {
    expect(links[0]?.path).toBe("/portal");
    expect(links.some((link) => link.trail.length > 1)).toBe(true);
    const folderIds = [...indexFolders(portalNav).keys()];
    expect(folderIds.length).toBeGreaterThan(0);
    for (const id of folderIds) {
      expect(links.some((link) => foldersHolding(portalNav, link.path).includes(id))).toBe(true);
    }
  });

  it("gives the paths other pages link to an entry", () => {
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

  it("lists the content tools in the site folder, by their pages' titles", () => {
    const site = links.filter((link) => link.path.startsWith("/portal/site/"));
    expect(site.map(({ name, path }) => [name, path])).toEqual([
      ["Contact Request", "/portal/site/contact-requests"],
      ["Announcement Manager", "/portal/site/announcements"],
      ["ForceAnnBar and ForceModal", "/portal/site/force-banner"],
      ["Ventures Manager", "/portal/site/ventures"],
      ["Careers Manager", "/portal/site/careers"],
    ]);
  });
});
