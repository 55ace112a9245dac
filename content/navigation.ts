import type { NavItem } from "./types";

/** The top bar's sections, in order; the sign-in item is separate so it can change with the session. */
export const mainNav = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
  { href: "/careers", label: "Careers" },
  { href: "/announcements", label: "Announcements" },
] satisfies NavItem[];

export const signInItem = { href: "/login", label: "Login" } satisfies NavItem;

/** Replaces the sign-in item for a visitor who is signed in. */
export const dashboardItem = { href: "/portal", label: "Dashboard" } satisfies NavItem;

export const footerQuickLinks = [
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
  { href: "/careers", label: "Careers" },
  { href: "/announcements", label: "Announcements" },
] satisfies NavItem[];
