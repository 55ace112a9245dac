import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { BulletList } from "@/components/site/common/bullet-list";
import { JobCard } from "@/components/site/careers/job-card";
import { PageHero } from "@/components/site/common/page-hero";
import { PageSection } from "@/components/site/common/page-section";
import { careers } from "@/content/careers";
import { site } from "@/content/site";

export const metadata: Metadata = pageMetadata({
  title: "Careers",
  description: careers.description,
  path: "/careers",
});

export default function CareersPage() {
  return (
    <main id="main">
      <PageHero path="/careers" title="Careers" subtitle={careers.subtitle} size="md" />
      <PageSection id="open-positions" title="Open positions" intro={careers.intro}>
        <ul className="grid gap-6 lg:grid-cols-2">
          {careers.jobs.map((job) => (
            <li key={job.slug}>
              <JobCard job={job} email={site.email} />
            </li>
          ))}
        </ul>
      </PageSection>
      <div className="grid lg:mx-auto lg:max-w-6xl lg:grid-cols-2">
        <PageSection id="benefits" title="Benefits">
          <BulletList items={careers.benefits} />
        </PageSection>
        <PageSection id="culture" title="Culture">
          <BulletList items={careers.culture} />
        </PageSection>
      </div>
    </main>
  );
}
