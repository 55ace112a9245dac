import type { Metadata } from "next";
import { ToolPage } from "@/components/portal/editor/tool-page";
import { UnavailableNotice } from "@/components/portal/editor/unavailable-notice";
import { requireRole } from "@/lib/auth/current-user";
import { loadSingleton } from "@/lib/db/load";
import { contentTools } from "@/lib/editor/tools";
import { ItemEditor } from "../item-editor";

const { siteWide: tool } = contentTools;

export const metadata: Metadata = { title: tool.title };

export default async function ForceBannerPage() {
  await requireRole("viewer", tool.path);
  const [bar, notice] = await Promise.all([loadSingleton("siteBar"), loadSingleton("siteNotice")]);
  return (
    <ToolPage title={tool.title}>
      {bar.ok && notice.ok ? (
        <div className="space-y-16">
          {bar.value && (
            <ItemEditor
              kind="siteBar"
              title="ForceAnnBar: the bar on every public page"
              view={bar.value}
            />
          )}
          {notice.value && (
            <ItemEditor
              kind="siteNotice"
              title="ForceModal: a notice shown once per visitor"
              view={notice.value}
            />
          )}
        </div>
      ) : (
        <UnavailableNotice />
      )}
    </ToolPage>
  );
}
