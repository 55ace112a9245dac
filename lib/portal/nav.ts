import { portalNavTree } from "@/content/portal-nav";
import { hasRole, type Role } from "@/lib/auth/roles";
import { portalTools, type PortalIconName, type PortalTool } from "./tools";

/** A sidebar entry that leads to a page. */
export type PortalNavLink = {
  name: string;
  /** Under `/portal`, unique across the tree. */
  path: string;
  icon: PortalIconName;
  /** The role the page needs, when more than a viewer's: the sidebar shows it to that role only. */
  role?: Role;
};

/** A sidebar folder: entries under a name, opened and closed as an accordion. */
export type PortalNavFolder = {
  /** Unique across the tree; names the folder's panel in the page. */
  id: string;
  name: string;
  icon: PortalIconName;
  children: readonly PortalNavItem[];
};

export type PortalNavItem = PortalNavLink | PortalNavFolder;

/** A link of the tree with the names of the folders that hold it, outermost first. */
export type FlatNavLink = PortalNavLink & { trail: string[] };

/** For each folder id, the ids from its top folder down to itself. */
export type FolderIndex = ReadonlyMap<string, readonly string[]>;

export function isFolder(item: PortalNavItem): item is PortalNavFolder {
  return "children" in item;
}

/** The tree as `role` sees it: without the links for a role it lacks, nor the folders left empty. */
export function navFor(tree: readonly PortalNavItem[], role: Role): PortalNavItem[] {
  return tree.flatMap<PortalNavItem>((item) => {
    if (!isFolder(item)) return !item.role || hasRole(role, item.role) ? [item] : [];
    const children = navFor(item.children, role);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}

/** Every link of the tree in reading order, each with its folder trail. */
export function flattenLinks(tree: readonly PortalNavItem[], trail: string[] = []): FlatNavLink[] {
  return tree.flatMap((item) =>
    isFolder(item) ? flattenLinks(item.children, [...trail, item.name]) : [{ ...item, trail }],
  );
}

/** The link whose path is exactly `pathname`, or undefined. */
export function findLink(
  tree: readonly PortalNavItem[],
  pathname: string,
): FlatNavLink | undefined {
  return flattenLinks(tree).find((link) => link.path === pathname);
}

/** Maps every folder id to its chain of ids from the top folder down. */
export function indexFolders(tree: readonly PortalNavItem[], chain: string[] = []): FolderIndex {
  const index = new Map<string, string[]>();
  for (const item of tree) {
    if (!isFolder(item)) continue;
    const own = [...chain, item.id];
    index.set(item.id, own);
    for (const [id, nested] of indexFolders(item.children, own)) index.set(id, [...nested]);
  }
  return index;
}

/** The ids of the folders holding the page at `pathname`, outermost first; [] outside folders. */
export function foldersHolding(tree: readonly PortalNavItem[], pathname: string): string[] {
  for (const item of tree) {
    if (!isFolder(item)) continue;
    if (findLink(item.children, pathname)) {
      return [item.id, ...foldersHolding(item.children, pathname)];
    }
  }
  return [];
}

/**
 * Opens the folder at the end of `chain` with all its ancestors. Only one top folder is open at
 * a time, so folders under any other top folder close.
 */
export function openChain(index: FolderIndex, open: readonly string[], chain: readonly string[]) {
  const top = chain[0];
  if (top === undefined) return [...open];
  const kept = open.filter((id) => index.get(id)?.[0] === top && !chain.includes(id));
  return [...kept, ...chain];
}

/** The sidebar's link to a built tool, named by its page's title. */
function linkTo({ title, path, icon, role }: PortalTool): PortalNavLink {
  return role === "viewer" ? { name: title, path, icon } : { name: title, path, icon, role };
}

/** The sidebar tree before the built tools join it: links, folders and the tools' places. */
export type NavSketchItem =
  | PortalNavLink
  | { tool: string }
  | { id: string; name: string; icon: PortalIconName; children: readonly NavSketchItem[] };

/**
 * `tree` with each tool of `tools` in its folder: at the place the folder names for its path, or
 * else after the folder's own entries.
 */
export function placeTools(
  tree: readonly NavSketchItem[],
  tools: readonly PortalTool[],
  folder: string | null = null,
): PortalNavItem[] {
  return tree.flatMap<PortalNavItem>((item) => {
    if ("tool" in item) {
      const tool = tools.find((each) => each.path === item.tool && each.folder === folder);
      return tool ? [linkTo(tool)] : [];
    }
    if (!("children" in item)) return [item];
    const placed = new Set(item.children.flatMap((child) => ("tool" in child ? [child.tool] : [])));
    const rest = tools.filter((tool) => tool.folder === item.id && !placed.has(tool.path));
    return [
      { ...item, children: [...placeTools(item.children, tools, item.id), ...rest.map(linkTo)] },
    ];
  });
}

/** The portal's sidebar tree: content/portal-nav.ts's folders and links, with every built tool. */
export const portalNav: readonly PortalNavItem[] = placeTools(
  portalNavTree,
  Object.values(portalTools),
);

/**
 * The frame's trail for the page at `pathname`: "Portal", then the names of the folders that
 * hold it, outermost first; only "Portal" for a page outside the sidebar.
 */
export function breadcrumbOf(tree: readonly PortalNavItem[], pathname: string): string[] {
  return ["Portal", ...(findLink(tree, pathname)?.trail ?? [])];
}

/** The open folders after activating the header of folder `id`: an accordion toggle. */
export function toggleFolder(index: FolderIndex, open: readonly string[], id: string): string[] {
  if (open.includes(id)) return open.filter((other) => !index.get(other)?.includes(id));
  return openChain(index, open, index.get(id) ?? []);
}

/** On opening a folder its items fade in this far apart, so the eye follows them down. */
export const NAV_STAGGER_MS = 50;
