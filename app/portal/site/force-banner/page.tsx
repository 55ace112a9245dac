import type { Metadata } from "next";
import { ItemEditor } from "@/components/portal/editor/item-editor";
import { ToolPage } from "@/components/portal/editor/tool-page";
import { UnavailableNotice } from "@/components/portal/editor/unavailable-notice";
import { requireUser } from "@/lib/auth/current-user";
import { loadSingleton } from "@/lib/editor/load";
import { restoreSiteBar, restoreSiteNotice, saveSiteBar, saveSiteNotice } from "./actions";

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
              noun="site bar"
              title="ForceAnnBar: the bar on every public page"
              view={bar.value}
              actions={{ save: saveSiteBar, restore: restoreSiteBar }}
              canDelete={false}
            />
          )}
          {notice.value && (
            <ItemEditor
              kind="siteNotice"
              noun="site notice"
              title="ForceModal: a notice shown once per visitor"
              view={notice.value}
              actions={{ save: saveSiteNotice, restore: restoreSiteNotice }}
              canDelete={false}
            />
          )}
        </div>
      ) : (
        <UnavailableNotice />
      )}
    </ToolPage>
  );
}
