import {
  findLink,
  flattenLinks,
  foldersHolding,
  indexFolders,
  openChain,
  toggleFolder,
  type PortalNavItem,
} from "@/lib/portal/nav";

const tree: PortalNavItem[] = [
  { name: "Overview", path: "/portal", icon: "LayoutDashboard" },
  {
    id: "tools",
    name: "Tools",
    icon: "Wrench",
    children: [{ name: "Calendar", path: "/portal/calendar", icon: "Calendar" }],
  },
  {
    id: "ops",
    name: "Ops",
    icon: "Server",
    children: [
      { name: "Servers", path: "/portal/servers", icon: "Server" },
      {
        id: "site",
        name: "Site",
        icon: "Globe",
        children: [{ name: "Careers", path: "/portal/site/careers", icon: "Rocket" }],
      },
    ],
  },
];
const index = indexFolders(tree);

describe("the sidebar tree", () => {
  it("flattens to links in reading order, each with its folder trail", () => {
    expect(flattenLinks(tree).map((link) => [link.name, link.trail])).toEqual([
      ["Overview", []],
      ["Calendar", ["Tools"]],
      ["Servers", ["Ops"]],
      ["Careers", ["Ops", "Site"]],
    ]);
  });

  it("finds a link only by its exact path", () => {
    expect(findLink(tree, "/portal/site/careers")?.name).toBe("Careers");
    expect(findLink(tree, "/portal/site")).toBeUndefined();
  });

  it("names the folders that hold the current page, outermost first", () => {
    expect(foldersHolding(tree, "/portal/site/careers")).toEqual(["ops", "site"]);
    expect(foldersHolding(tree, "/portal/calendar")).toEqual(["tools"]);
    expect(foldersHolding(tree, "/portal")).toEqual([]);
    expect(foldersHolding(tree, "/portal/nowhere")).toEqual([]);
  });
});

describe("the accordion", () => {
  it("opens one top folder at a time", () => {
    const tools = toggleFolder(index, [], "tools");
    expect(tools).toEqual(["tools"]);
    expect(toggleFolder(index, tools, "ops")).toEqual(["ops"]);
  });

  it("closes other top folders with everything nested inside them", () => {
    expect(toggleFolder(index, ["ops", "site"], "tools")).toEqual(["tools"]);
  });

  it("opens a nested folder without closing its own top folder", () => {
    expect(toggleFolder(index, ["ops"], "site")).toEqual(["ops", "site"]);
  });

  it("closes an open folder and the folders inside it", () => {
    expect(toggleFolder(index, ["ops", "site"], "ops")).toEqual([]);
    expect(toggleFolder(index, ["ops", "site"], "site")).toEqual(["ops"]);
  });

  it("reveals the folders of a page by the same one-top-folder rule", () => {
    expect(openChain(index, ["tools"], foldersHolding(tree, "/portal/site/careers"))).toEqual([
      "ops",
      "site",
    ]);
    expect(openChain(index, ["tools"], [])).toEqual(["tools"]);
  });
});
