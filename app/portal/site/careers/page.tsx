import type { Metadata } from "next";
import { ItemEditor } from "@/components/portal/editor/item-editor";
import { ItemList } from "@/components/portal/editor/item-list";
import { NewItemLink } from "@/components/portal/editor/new-item-link";
import { ToolPage } from "@/components/portal/editor/tool-page";
import { UnavailableNotice } from "@/components/portal/editor/unavailable-notice";
import { requireUser } from "@/lib/auth/current-user";
import type { ContentRow } from "@/lib/db/schema";
import { loadListings, loadSingleton } from "@/lib/db/load";
import { formatSalaryRange } from "@/lib/format";

export const metadata: Metadata = { title: "Careers Manager" };

export default async function CareersManagerPage() {
  await requireUser("/portal/site/careers");
  const [jobs, lists] = await Promise.all([loadListings("jobs"), loadSingleton("careers")]);
  if (!jobs.ok || !lists.ok) {
    return (
      <ToolPage title="Careers Manager">
        <UnavailableNotice />
      </ToolPage>
    );
  }
  return (
    <ToolPage title="Careers Manager">
      <section aria-labelledby="jobs-heading" className="mb-12 space-y-4">
        <h2 id="jobs-heading" className="text-xl font-semibold text-phosphor">
          Jobs
        </h2>
        <NewItemLink href="/portal/site/careers/jobs/new">New job</NewItemLink>
        <ItemList
          label="Jobs"
          basePath="/portal/site/careers/jobs"
          items={jobs.value.map(({ draft, publishedVersion }) => {
            const job = draft as ContentRow<"jobs">;
            return {
              id: job.id,
              title: job.title,
              detail: formatSalaryRange(job),
              isPublished: publishedVersion !== null,
            };
          })}
        />
      </section>
      {lists.value && <ItemEditor kind="careers" title="Benefits and culture" view={lists.value} />}
    </ToolPage>
  );
}
