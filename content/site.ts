import type { SiteIdentity } from "./types";

const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");

export const site = {
  name: "Silverline Ventures",
  shortName: "SV",
  handle: "silverline",
  tagline: "Patient capital, built in code.",
  motto: "We build, back and run companies that compound.",
  description:
    "Silverline Ventures is a holding company that builds, acquires and operates software and services businesses from Tulsa, Malta and wherever our people are.",
  email: "hello@silverlineventures.com",
  product: "SV Web",
  url: siteUrl,
  locations: ["Tulsa", "Malta", "Remote"],
  foundedYear: 2019,
} satisfies SiteIdentity;
