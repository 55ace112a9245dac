import type { MetadataRoute } from "next";
import { site } from "@/content/site";
import { PRIVATE_PREFIXES } from "@/lib/auth/paths";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: [...PRIVATE_PREFIXES] },
    sitemap: `${site.url}/sitemap.xml`,
    host: site.url,
  };
}
