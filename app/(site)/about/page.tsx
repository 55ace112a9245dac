import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { PageHero } from "@/components/site/common/page-hero";
import { PageSection } from "@/components/site/common/page-section";
import { PointGrid } from "@/components/site/common/point-grid";
import { Prose } from "@/components/site/common/prose";
import { about } from "@/content/about";

export const metadata: Metadata = pageMetadata({
  title: "About",
  description: about.description,
  path: "/about",
});

export default function AboutPage() {
  return (
    <main id="main">
      <PageHero path="/about" title="About us" subtitle={about.subtitle} size="md" />
      <PageSection id="who-we-are" title="Who we are">
        <Prose paragraphs={about.whoWeAre} />
      </PageSection>
      <PageSection id="values" title="Core values">
        <PointGrid points={about.values} />
      </PageSection>
      <PageSection id="approach" title="Our approach" intro={about.approach.intro}>
        <PointGrid points={about.approach.domains} />
      </PageSection>
      <PageSection id="vision" title="Future vision">
        <Prose paragraphs={about.vision} />
      </PageSection>
    </main>
  );
}
