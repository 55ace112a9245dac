/**
 * Types of what the public site renders. Components read these; `content/` modules `satisfies`
 * them. The kinds staff edit have their values' types beside the registry (lib/editor/kinds).
 */

export type SiteIdentity = {
  /** Company name, shown in the top bar, footer, titles and metadata. */
  name: string;
  /** Short name for tight spots (the collapsed portal sidebar, the app manifest). */
  shortName: string;
  /** The host name in the home page's terminal prompt, lower case without spaces. */
  handle: string;
  tagline: string;
  /** The hero's motto, typed out under the title. */
  motto: string;
  /** One or two sentences for search engines and link previews. */
  description: string;
  /** The public contact and support address. */
  email: string;
  /** The name of this website as a product staff manage (the portal's "{product} Home"). */
  product: string;
  /** Canonical origin, from NEXT_PUBLIC_SITE_URL, without a trailing slash. */
  url: string;
  locations: string[];
  foundedYear: number;
};

/** A paragraph of prose; web addresses inside it become links when rendered. */
export type Paragraph = string;

/** A link in the public top bar or footer. */
export type NavItem = { href: string; label: string };

/** A titled point with a sentence or two: a core value, a domain of the approach, a benefit. */
export type Point = { title: string; body: string };

/** What a public page says of itself: in its banner, its tab, and to search engines. */
export type PageIntro = {
  /** On this site, e.g. `/about`: the banner's prompt and the canonical URL. */
  path: string;
  /** In the tab and the link previews; the banner's heading unless `heading` is given. */
  title: string;
  heading?: string;
  /** Under the banner's heading. */
  subtitle: string;
  /** For search engines and link previews. */
  description: string;
};

export type AboutContent = {
  page: PageIntro;
  whoWeAre: Paragraph[];
  values: Point[];
  approach: { intro: string; domains: Point[] };
  vision: Paragraph[];
};

export type ContactContent = {
  page: PageIntro;
  /** The business hours, as one sentence a visitor reads. */
  hours: string;
  /** Under the hours: how to read them. */
  hoursNote: string;
  /** Shown over the closed message form. */
  closedNotice: string;
  /** The dialog the closed form's button opens. */
  dialog: { title: string; body: string };
};

/** The careers page's own texts; its jobs and lists come from the content database. */
export type CareersContent = {
  page: PageIntro;
  /** Over the open positions. */
  intro: string;
};

/**
 * An entry of the sidebar tree as content/portal-nav.ts writes it: a folder, a link to a page
 * not built yet (its Coming Soon page), or the place of a built tool among its folder's links, by
 * its path. lib/portal/nav.ts checks the icon names against the portal's icons and puts the built
 * tools into their folders: at their place, or after the folder's links when it names none.
 */
export type PortalNavSketch =
  | { name: string; path: string; icon: string }
  | { tool: string }
  | { id: string; name: string; icon: string; children: readonly PortalNavSketch[] };

export type StatChangeType = "increase" | "decrease" | "neutral";

/** A dashboard stat card. */
export type StatCard = {
  title: string;
  value: string;
  change: { value: string; type: StatChangeType; period: string };
  description: string;
};

/** A dashboard chart datum; `color` is a CSS colour, the theme's phosphor when absent. */
export type ChartDatum = { label: string; value: number; color?: string };

export type Chart = {
  title: string;
  /** One sentence that says what the chart shows, for everyone. */
  summary: string;
  /** How the values read in the table, e.g. `$` before or `%` after. */
  unit: { prefix?: string; suffix?: string };
  data: ChartDatum[];
};

export type SystemStatus = {
  name: string;
  state: "operational" | "degraded" | "down";
  detail: string;
};

export type ActivityEntry = {
  /** What happened, in one line. */
  text: string;
  who: string;
  /** Relative, as shown: "12 min ago". Samples are fixed, not computed. */
  when: string;
};

export type PortalNotification = { id: string; title: string; body: string; when: string };
