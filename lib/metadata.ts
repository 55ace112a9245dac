import type { Metadata } from "next";
import { site } from "@/content/site";

type PageMetadataInput = {
  title: string;
  description: string;
  /** The page's path on this site, e.g. `/about`; becomes the canonical URL. */
  path: string;
};

/**
 * Metadata for one page: its title (the root layout appends the company name), description,
 * canonical URL, and the same title and description on its Open Graph and Twitter cards.
 */
export function pageMetadata({ title, description, path }: PageMetadataInput): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, siteName: site.name, type: "website" },
    twitter: { card: "summary_large_image", title, description },
  };
}

/** Metadata of the public 404, in and outside the (site) layout. */
export const notFoundMetadata: Metadata = {
  title: "Page not found",
  description: "The page you asked for does not exist.",
};
