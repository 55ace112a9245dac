import type { PortalNavLink } from "@/content/types";
import type { Tool } from "./kind";

/**
 * The portal pages that edit the public site's content, in the sidebar's order. The kinds name
 * the page they are edited on; the sidebar lists these under the site's folder.
 */
export const contentTools = {
  announcements: {
    path: "/portal/site/announcements",
    title: "Announcement Manager",
    icon: "Newspaper",
  },
  siteWide: {
    path: "/portal/site/force-banner",
    title: "ForceAnnBar and ForceModal",
    icon: "PanelTop",
  },
  ventures: { path: "/portal/site/ventures", title: "Ventures Manager", icon: "Rocket" },
  careers: { path: "/portal/site/careers", title: "Careers Manager", icon: "BriefcaseBusiness" },
} as const satisfies Record<string, Tool>;

/**
 * The path of each list kind's list: under it each item has a page of its own, and so does a new
 * item (lib/editor/paths.ts). Plain data beside the tools, so the proxy knows those pages without
 * loading the registry; a unit test holds it to the registry's list kinds.
 */
export const contentLists = [
  contentTools.announcements.path,
  contentTools.ventures.path,
  `${contentTools.careers.path}/jobs`,
] as const;

/** The sidebar's links to `tools`, in their order, each named by its page's title. */
export function toolLinksOf(tools: Record<string, Tool>): PortalNavLink[] {
  return Object.values(tools).map(({ title, path, icon }) => ({ name: title, path, icon }));
}
