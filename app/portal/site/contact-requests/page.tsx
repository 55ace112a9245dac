import type { Metadata } from "next";
import { ToolPage } from "@/components/portal/tool-page";
import { UnavailableNotice } from "@/components/portal/editor/unavailable-notice";
import { hasRole } from "@/lib/auth/roles";
import { loadSingleton } from "@/lib/db/load";
import { requireTool } from "@/lib/portal/require-tool";
import { portalTools } from "@/lib/portal/tools";
import { ItemEditor } from "../item-editor";

const { contactRequests: tool } = portalTools;

export const metadata: Metadata = { title: tool.title };

export default async function ContactRequestsPage() {
  const { role } = await requireTool(tool);
  const canEdit = hasRole(role, "editor");
  const contactSwitch = await loadSingleton("contactForm");
  return (
    <ToolPage tool={tool}>
      {contactSwitch.ok && contactSwitch.value ? (
        <ItemEditor
          kind="contactForm"
          title="Public messages on /contact"
          view={contactSwitch.value}
          canEdit={canEdit}
        />
      ) : (
        <UnavailableNotice />
      )}
    </ToolPage>
  );
}
