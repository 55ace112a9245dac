import type { Metadata } from "next";
import { ItemEditor } from "@/components/portal/editor/item-editor";
import { ToolPage } from "@/components/portal/editor/tool-page";
import { UnavailableNotice } from "@/components/portal/editor/unavailable-notice";
import { requireUser } from "@/lib/auth/current-user";
import { loadSingleton } from "@/lib/db/load";

export const metadata: Metadata = { title: "ForceAnnBar and ForceModal" };

export default async function ForceBannerPage() {
  await requireUser("/portal/site/force-banner");
  const [bar, notice] = await Promise.all([loadSingleton("siteBar"), loadSingleton("siteNotice")]);
  return (
    <ToolPage title="ForceAnnBar and ForceModal">
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
