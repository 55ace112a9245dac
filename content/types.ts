/** Types for everything in `content/`. Components read these; content modules `satisfies` them. */

export type SiteIdentity = {
  /** Company name, shown in the top bar, footer, titles and metadata. */
  name: string;
  /** Short name for tight spots (the collapsed portal sidebar, the app manifest). */
  shortName: string;
  tagline: string;
  /** The hero's motto, typed out under the title. */
  motto: string;
  /** One or two sentences for search engines and link previews. */
  description: string;
  /** The spec's `{email}`: public contact and support address. */
  email: string;
  /** The spec's `{product}`: the name of this website as a product staff manage. */
  product: string;
  /** Canonical origin, from NEXT_PUBLIC_SITE_URL, without a trailing slash. */
  url: string;
  locations: string[];
  foundedYear: number;
};

/** A paragraph of prose; web addresses inside it become links when rendered. */
export type Paragraph = string;

export type Venture = {
  slug: string;
  title: string;
  /** The terminal command shown on the card, e.g. `./run --venture ledgerline`. */
  command: string;
  /** A sentence or two; the card clamps it to three lines. */
  preview: string;
  /** The full report, paragraph by paragraph. */
  content: Paragraph[];
};

export type Announcement = {
  slug: string;
  /** ISO date, `YYYY-MM-DD`. */
  date: string;
  title: string;
  category: string;
  /** The card's summary. */
  content: string;
  fullArticle: Paragraph[];
};

export type SalaryRange = { min: number; max: number; currency: "USD" };

export type Job = {
  slug: string;
  title: string;
  location: string;
  type: "Full-time" | "Part-time" | "Contract";
  salary: SalaryRange;
  summary: string;
  requirements: string[];
  responsibilities: string[];
};
