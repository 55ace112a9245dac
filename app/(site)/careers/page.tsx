import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { BulletList } from "@/components/site/common/bullet-list";
import { JobCard } from "@/components/site/careers/job-card";
import { PublishedList } from "@/components/site/common/published-list";
import { PageSection } from "@/components/site/common/page-section";
import { SitePage } from "@/components/site/common/site-page";
import { careers } from "@/content/careers";
import { isStaffPreview } from "@/lib/auth/preview";
import { getPublished } from "@/lib/db/site-content";

export const metadata: Metadata = pageMetadata(careers.page);

export default async function CareersPage() {
  const audience = { isPreview: await isStaffPreview() };
  const [jobs, [lists]] = await Promise.all([
    getPublished("jobs", audience),
    getPublished("careers", audience),
  ]);
  // Before the lists' first publish the page shows none.
  const { benefits, culture } = lists ?? { benefits: [], culture: [] };
  return (
    <SitePage page={careers.page} heroSize="md">
      <PageSection id="open-positions" title="Open positions" intro={careers.intro}>
        <PublishedList items={jobs} className="grid gap-6 lg:grid-cols-2">
          {(job) => <JobCard job={job} />}
        </PublishedList>
      </PageSection>
      <div className="grid lg:mx-auto lg:max-w-6xl lg:grid-cols-2">
        <PageSection id="benefits" title="Benefits">
          <BulletList items={benefits} />
        </PageSection>
        <PageSection id="culture" title="Culture">
          <BulletList items={culture} />
        </PageSection>
      </div>
    </SitePage>
  );
}
