import type { MetadataRoute } from "next";
import { announcements } from "@/content/announcements";
import { site } from "@/content/site";
import { ventures } from "@/content/ventures";

export default function sitemap(): MetadataRoute.Sitemap {
  const pages = ["/", "/about", "/contact", "/careers", "/announcements"].map((path) => ({
    url: `${site.url}${path === "/" ? "" : path}`,
  }));
  const reports = ventures.map(({ slug }) => ({ url: `${site.url}/ventures/${slug}` }));
  const articles = announcements.map(({ slug, date }) => ({
    url: `${site.url}/announcements/${slug}`,
    lastModified: date,
  }));
  return [...pages, ...reports, ...articles];
}
