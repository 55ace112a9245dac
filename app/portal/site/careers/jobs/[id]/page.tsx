import type { Metadata } from "next";
import { EditItemPage } from "@/components/portal/editor/edit-item-page";
import { requireUser } from "@/lib/auth/current-user";
import { restoreJob, saveJob } from "../../actions";

export const metadata: Metadata = { title: "Edit job" };

type EditJobProps = { params: Promise<{ id: string }> };

export default async function EditJobPage({ params }: EditJobProps) {
  const { id } = await params;
  await requireUser(`/portal/site/careers/jobs/${id}`);
  return (
    <EditItemPage
      kind="jobs"
      id={id}
      noun="job"
      back={{ href: "/portal/site/careers", label: "Careers Manager" }}
      actions={{ save: saveJob, restore: restoreJob }}
    />
  );
}
