import type { Role } from "@/lib/auth/roles";
import type { TwoStepPage } from "@/lib/auth/two-step";
import type * as portalIcons from "./icons";

/** Icons the portal may name: the lucide icons that `lib/portal/icons.ts` lists. */
export type PortalIconName = keyof typeof portalIcons;

/**
 * A built portal page, everything the portal knows of it: the sidebar, the page search, the
 * breadcrumb and `requireTool` derive from its entry in `portalTools`.
 */
export type PortalTool = {
  /** Under `/portal`, unique across the portal. */
  path: string;
  /** Its heading, its tab's title and its name in the sidebar and the page search. */
  title: string;
  icon: PortalIconName;
  /** The id of the sidebar folder it sits in (content/portal-nav.ts); null outside the sidebar. */
  folder: string | null;
  /** The least role that opens it. */
  role: Role;
  /**
   * What the page is to `REQUIRE_TWO_STEP` (lib/auth/two-step.ts): an admin tool (`admins` and
   * `all` ask the second step there), another staff page (`all` only), or the account page where
   * one enrols, which asks only for the code of a factor one already has.
   */
  twoStep: TwoStepPage;
  /** How wide its frame is: a form reads best narrow, a table of many columns wide. */
  width: "narrow" | "wide";
};

/** What `requireTool` checks of a tool: who it opens to, and where a sign-in comes back to. */
export type ToolStanding = Pick<PortalTool, "path" | "role" | "twoStep">;

/**
 * Every built portal page, in the order each folder lists them after its own links. A page
 * with no folder (the account page, opened from the header) is in no sidebar and no search.
 */
export const portalTools = {
  account: {
    path: "/portal/account",
    title: "Your Account",
    icon: "UserRound",
    folder: null,
    role: "viewer",
    twoStep: "enrolment",
    width: "narrow",
  },
  addUser: {
    path: "/portal/add-user",
    title: "Add User",
    icon: "UserPlus",
    folder: "client-staff",
    role: "admin",
    twoStep: "admin-tool",
    width: "narrow",
  },
  manageUsers: {
    path: "/portal/manage-users",
    title: "Manage User Accounts",
    icon: "UserCog",
    folder: "client-staff",
    role: "admin",
    twoStep: "admin-tool",
    width: "wide",
  },
  activity: {
    path: "/portal/activity",
    title: "Activity",
    icon: "History",
    folder: "client-staff",
    role: "admin",
    twoStep: "admin-tool",
    width: "wide",
  },
  contactRequests: {
    path: "/portal/site/contact-requests",
    title: "Contact Request",
    icon: "Inbox",
    folder: "site-home",
    role: "viewer",
    twoStep: "staff-page",
    width: "wide",
  },
  announcements: {
    path: "/portal/site/announcements",
    title: "Announcement Manager",
    icon: "Newspaper",
    folder: "site-home",
    role: "viewer",
    twoStep: "staff-page",
    width: "narrow",
  },
  siteWide: {
    path: "/portal/site/force-banner",
    title: "ForceAnnBar and ForceModal",
    icon: "PanelTop",
    folder: "site-home",
    role: "viewer",
    twoStep: "staff-page",
    width: "narrow",
  },
  ventures: {
    path: "/portal/site/ventures",
    title: "Ventures Manager",
    icon: "Rocket",
    folder: "site-home",
    role: "viewer",
    twoStep: "staff-page",
    width: "narrow",
  },
  careers: {
    path: "/portal/site/careers",
    title: "Careers Manager",
    icon: "BriefcaseBusiness",
    folder: "site-home",
    role: "viewer",
    twoStep: "staff-page",
    width: "narrow",
  },
} as const satisfies Record<string, PortalTool>;

/** The path of every built portal page, listed in the sidebar or not: pages the portal knows. */
export const portalToolPaths: readonly string[] = Object.values(portalTools).map(
  (tool) => tool.path,
);
