import type { Metadata } from "next";
import { ItemList } from "@/components/portal/editor/item-list";
import { NewItemLink } from "@/components/portal/editor/new-item-link";
import { ToolPage } from "@/components/portal/tool-page";
import { UnavailableNotice } from "@/components/portal/editor/unavailable-notice";
import { requireTool } from "@/lib/portal/require-tool";
import { hasRole } from "@/lib/auth/roles";
import { portalTools } from "@/lib/portal/tools";
import { contentKinds } from "@/lib/editor/kinds";
import { loadListings, loadSingleton } from "@/lib/db/load";
import { newItemPath } from "@/lib/editor/paths";
import { formatSalaryRange } from "@/lib/format";
import { ItemEditor } from "../item-editor";

const { careers: tool } = portalTools;
const { jobs } = contentKinds;

export const metadata: Metadata = { title: tool.title };

export default async function CareersManagerPage() {
  const { role } = await requireTool(tool);
  const canEdit = hasRole(role, "editor");
  const [listings, lists] = await Promise.all([loadListings("jobs"), loadSingleton("careers")]);
  if (!listings.ok || !lists.ok) {
    return (
      <ToolPage tool={tool}>
        <UnavailableNotice />
      </ToolPage>
    );
  }
  return (
    <ToolPage tool={tool}>
      <section aria-labelledby="jobs-heading" className="mb-12 space-y-4">
        <h2 id="jobs-heading" className="text-xl font-semibold text-phosphor">
          Jobs
        </h2>
        {canEdit && <NewItemLink href={newItemPath(jobs)}>New {jobs.noun}</NewItemLink>}
        <ItemList
          label="Jobs"
          basePath={jobs.list.path}
          items={listings.value.map(({ draft: job, publishedVersion }) => ({
            id: job.id,
            title: job.title,
            detail: formatSalaryRange(job),
            isPublished: publishedVersion !== null,
          }))}
        />
      </section>
      {lists.value && (
        <ItemEditor
          kind="careers"
          title="Benefits and culture"
          view={lists.value}
          canEdit={canEdit}
        />
      )}
    </ToolPage>
  );
}
