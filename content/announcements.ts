import { site } from "./site";
import type { Announcement } from "./types";

/** The announcements page's own texts: its search description and the subtitle under its title. */
export const announcementsPage = {
  description: `News from ${site.name} and the companies we build, back and run.`,
  subtitle: "News from Silverline and the companies we build and back.",
};

export const announcements = [
  {
    slug: "malta-operations-hub",
    date: "2026-11-16",
    title: "Silverline opens its Malta operations hub",
    category: "Company News",
    content:
      "Our Valletta office becomes a full operations hub for the portfolio's European customers, with compliance, support and engineering under one roof.",
    fullArticle: [
      "Silverline Ventures has opened a permanent operations hub in Valletta, Malta. The office brings together the compliance desk that has served Ledgerline since 2024, QuayCheck's product team and a new shared support group for every portfolio company with customers in Europe.",
      "Tulsa remains our headquarters and most of our people still work remotely. What changes is coverage: between Tulsa and Malta, a Silverline team is now awake and at a desk for most of the day, and European customers can reach a person in their own time zone.",
      "The hub also hosts Northwind Labs studio weeks twice a year. Founders interested in joining one can read about the studio at https://northwindlabs.studio.",
      "We are hiring in Malta for support engineering and compliance roles. Questions about the hub, partnerships or open positions are welcome at hello@silverlineventures.com.",
    ],
  },
] satisfies Announcement[];
