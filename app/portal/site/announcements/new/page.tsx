import type { Metadata } from "next";
import { EditorForm } from "@/components/portal/editor/editor-form";
import { ToolPage } from "@/components/portal/editor/tool-page";
import { requireUser } from "@/lib/auth/current-user";
import { saveAnnouncement } from "../actions";

export const metadata: Metadata = { title: "New announcement" };

export default async function NewAnnouncementPage() {
  await requireUser("/portal/site/announcements/new");
  const today = new Date().toISOString().slice(0, 10);
  return (
    <ToolPage
      title="New announcement"
      back={{ href: "/portal/site/announcements", label: "All announcements" }}
    >
      <EditorForm
        kind="announcements"
        action={saveAnnouncement}
        id=""
        version={0}
        values={{ date: today }}
        isPublished={false}
      />
    </ToolPage>
  );
}
