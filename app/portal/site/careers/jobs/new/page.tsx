import type { Metadata } from "next";
import { EditorForm } from "@/components/portal/editor/editor-form";
import { ToolPage } from "@/components/portal/editor/tool-page";
import { site } from "@/content/site";
import { requireUser } from "@/lib/auth/current-user";
import { saveJob } from "../../actions";

export const metadata: Metadata = { title: "New job" };

export default async function NewJobPage() {
  await requireUser("/portal/site/careers/jobs/new");
  return (
    <ToolPage title="New job" back={{ href: "/portal/site/careers", label: "Careers Manager" }}>
      <EditorForm
        kind="jobs"
        action={saveJob}
        id=""
        version={0}
        values={{ type: "Full-time", applyEmail: site.email }}
        isPublished={false}
      />
    </ToolPage>
  );
}
