import type { Metadata } from "next";
import { ToolPage } from "@/components/portal/tool-page";
import { UnavailableNotice } from "@/components/portal/editor/unavailable-notice";
import { requireTool } from "@/lib/portal/require-tool";
import { hasRole } from "@/lib/auth/roles";
import { loadSingleton } from "@/lib/db/load";
import { portalTools } from "@/lib/portal/tools";
import { ItemEditor } from "../item-editor";

const { siteWide: tool } = portalTools;

export const metadata: Metadata = { title: tool.title };

export default async function ForceBannerPage() {
  const { role } = await requireTool(tool);
  const canEdit = hasRole(role, "editor");
  const [bar, notice] = await Promise.all([loadSingleton("siteBar"), loadSingleton("siteNotice")]);
  return (
    <ToolPage tool={tool}>
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
