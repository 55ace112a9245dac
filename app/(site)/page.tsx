import type { Metadata } from "next";
import { HomeHero } from "@/components/site/home/home-hero";
import { OrganizationJsonLd } from "@/components/site/home/organization-json-ld";
import { VentureGrid } from "@/components/site/home/venture-grid";
import { site } from "@/content/site";
import { isStaffPreview } from "@/lib/auth/preview";
import { getPublished } from "@/lib/db/site-content";
import { pageMetadata } from "@/lib/metadata";

export const metadata: Metadata = {
  ...pageMetadata({ title: site.name, description: site.description, path: "/" }),
  title: { absolute: `${site.name} · ${site.tagline}` },
};

export default async function HomePage() {
  const ventures = await getPublished("ventures", { isPreview: await isStaffPreview() });
  return (
    <main id="main">
      <HomeHero />
      <VentureGrid ventures={ventures} />
      {/* Last: a script element before the hero made Chrome paint the page without it first. */}
      <OrganizationJsonLd />
    </main>
  );
}
