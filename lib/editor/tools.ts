import { portalTools } from "@/lib/portal/tools";

const { announcements, siteWide, ventures, careers } = portalTools;

/** The portal pages that edit the public site's content: the kinds name the page they are edited on. */
export const contentTools = { announcements, siteWide, ventures, careers };
