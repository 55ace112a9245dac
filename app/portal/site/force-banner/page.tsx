import type { Metadata } from "next";
import { ToolPage } from "@/components/portal/editor/tool-page";
import { UnavailableNotice } from "@/components/portal/editor/unavailable-notice";
import { requireRole } from "@/lib/auth/current-user";
import { hasRole } from "@/lib/auth/roles";
import { loadSingleton } from "@/lib/db/load";
import { contentTools } from "@/lib/editor/tools";
import { ItemEditor } from "../item-editor";

const { siteWide: tool } = contentTools;

export const metadata: Metadata = { title: tool.title };

export default async function ForceBannerPage() {
  const { role } = await requireRole("viewer", tool.path);
  const canEdit = hasRole(role, "editor");
  const [bar, notice] = await Promise.all([loadSingleton("siteBar"), loadSingleton("siteNotice")]);
  return (
    <ToolPage title={tool.title}>
      {bar.ok && notice.ok ? (
        <div className="space-y-16">
          {(
            [
              ["siteBar", "ForceAnnBar: the bar on every public page", bar.value],
              ["siteNotice", "ForceModal: a notice shown once per visitor", notice.value],
            ] as const
          ).map(
            ([kind, title, view]) =>
              view && (
                <ItemEditor key={kind} kind={kind} title={title} view={view} canEdit={canEdit} />
              ),
          )}
        </div>
      ) : (
        <UnavailableNotice />
      )}
    </ToolPage>
  );
}
