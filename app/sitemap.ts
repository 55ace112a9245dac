import type { MetadataRoute } from "next";
import { site } from "@/content/site";
import { getPublished } from "@/lib/db/site-content";
import { itemPageKinds, itemPagePath } from "@/lib/editor/kinds";

/** The public pages, then the page of every published item of each kind that has item pages. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = ["/", "/about", "/contact", "/careers", "/announcements"].map((path) => ({
    url: `${site.url}${path === "/" ? "" : path}`,
  }));
  const itemPages = await Promise.all(
    itemPageKinds.map(async (kind) =>
      (await getPublished(kind, { isPreview: false })).map((item) => ({
        url: `${site.url}${itemPagePath(kind, item.slug)}`,
        // An item that carries a date (an announcement) was last changed then.
        ...("date" in item ? { lastModified: item.date } : {}),
      })),
    ),
  );
  return [...pages, ...itemPages.flat()];
}
