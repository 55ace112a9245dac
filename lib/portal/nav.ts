import type { PortalNavFolder, PortalNavItem, PortalNavLink } from "@/content/types";
import { hasRole, type Role } from "@/lib/auth/roles";

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

/** The open folders after activating the header of folder `id`: an accordion toggle. */
export function toggleFolder(index: FolderIndex, open: readonly string[], id: string): string[] {
  if (open.includes(id)) return open.filter((other) => !index.get(other)?.includes(id));
  return openChain(index, open, index.get(id) ?? []);
}

/** On opening a folder its items fade in this far apart, so the eye follows them down. */
export const NAV_STAGGER_MS = 50;
