import { site } from "./site";
import type { PortalNavSketch } from "./types";

/**
 * The portal's sidebar tree: its folders and the links to pages not built yet, each leading to
 * its Coming Soon page. The built tools (lib/portal/tools.ts) join their folder after its links
 * in lib/portal/nav.ts, which the sidebar, the page search and the Coming Soon route read. FileVault,
 * Personal Finance, Idea Vault and Active Projects keep the paths staff already know
 * (/portal/vault, /portal/finances, /portal/idea-vault, /portal/project-management).
 */
export const portalNavTree = [
  { name: "Overview", path: "/portal", icon: "LayoutDashboard" },
  { name: "Links and Resources", path: "/portal/links-resources", icon: "Link" },
  {
    id: "tools",
    name: "Tools",
    icon: "Wrench",
    children: [
      { name: "QuickNotes", path: "/portal/quick-notes", icon: "StickyNote" },
      { name: "Scheduled To Do", path: "/portal/scheduled-todo", icon: "ListTodo" },
      { name: "Calendar", path: "/portal/calendar", icon: "Calendar" },
      { name: "FileVault", path: "/portal/vault", icon: "Vault" },
      { name: "IL Pro", path: "/portal/il-pro", icon: "Gem" },
      { name: "svAI Agent Beta", path: "/portal/svai-agent", icon: "Bot" },
      { name: "ResearchZone", path: "/portal/research-zone", icon: "Microscope" },
      { name: "SV Portal Sandbox", path: "/portal/sandbox", icon: "FlaskConical" },
      { name: "reversingKIT", path: "/portal/reversing-kit", icon: "Binary" },
      { name: "Personal Finance", path: "/portal/finances", icon: "Wallet" },
    ],
  },
  {
    id: "client-staff",
    name: "Client & Staff",
    icon: "Users",
    children: [
      { name: "Contact Book", path: "/portal/contact-book", icon: "BookUser" },
      { tool: "/portal/add-user" },
      { tool: "/portal/manage-users" },
      { name: "Messages", path: "/portal/messages", icon: "MessagesSquare" },
      { name: "Invoicing", path: "/portal/invoicing", icon: "Receipt" },
      { name: "Mass Email", path: "/portal/mass-email", icon: "Send" },
    ],
  },
  {
    id: "projects",
    name: "Projects",
    icon: "FolderKanban",
    children: [
      { name: "RevenueWatch", path: "/portal/revenue-watch", icon: "TrendingUp" },
      { name: "Idea Vault", path: "/portal/idea-vault", icon: "Lightbulb" },
      { name: "Active Projects", path: "/portal/project-management", icon: "SquareKanban" },
      { name: "MarketingSuite", path: "/portal/marketing-suite", icon: "Megaphone" },
      { name: "Scaffold.Help SV", path: "/portal/scaffold-help", icon: "LifeBuoy" },
    ],
  },
  {
    id: "e-management",
    name: "E-Management",
    icon: "Building2",
    children: [
      { name: "Server Management", path: "/portal/server-management", icon: "Server" },
      { name: "API Management", path: "/portal/api-management", icon: "Webhook" },
      { name: "Cloudflare Helper", path: "/portal/cloudflare-helper", icon: "Cloud" },
      { name: "Supabase Helper", path: "/portal/supabase-helper", icon: "Database" },
      { name: "svAI MCP Config", path: "/portal/mcp-config", icon: "Cpu" },
      {
        id: "site-home",
        name: `${site.product} Home`,
        icon: "Globe",
        children: [{ tool: "/portal/site/contact-requests" }],
      },
    ],
  },
] as const satisfies readonly PortalNavSketch[];
