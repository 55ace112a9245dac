import { portalTools } from "@/lib/portal/tools";

const { announcements, siteWide, ventures, careers, contactRequests } = portalTools;

/** The portal pages that edit the public site's content: the kinds name the page they are edited on. */
export const contentTools = { announcements, siteWide, ventures, careers, contactRequests };

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
