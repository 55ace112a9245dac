import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { PageSection } from "@/components/site/common/page-section";
import { PointGrid } from "@/components/site/common/point-grid";
import { Prose } from "@/components/site/common/prose";
import { SitePage } from "@/components/site/common/site-page";
import { about } from "@/content/about";

export const metadata: Metadata = pageMetadata(about.page);

export default function AboutPage() {
  return (
    <SitePage page={about.page} heroSize="md">
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
    </SitePage>
  );
}
