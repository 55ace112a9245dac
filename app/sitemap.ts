import type { MetadataRoute } from "next";
import { site } from "@/content/site";
import { getAnnouncements, getVentures } from "@/lib/db/site-content";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [ventures, announcements] = await Promise.all([getVentures(), getAnnouncements()]);
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
