import type { Metadata } from "next";
import { EditItemPage } from "@/components/portal/editor/edit-item-page";
import { requireUser } from "@/lib/auth/current-user";
import { restoreAnnouncement, saveAnnouncement } from "../actions";

export const metadata: Metadata = { title: "Edit announcement" };

type EditAnnouncementProps = { params: Promise<{ id: string }> };

export default async function EditAnnouncementPage({ params }: EditAnnouncementProps) {
  const { id } = await params;
  await requireUser(`/portal/site/announcements/${id}`);
  return (
    <EditItemPage
      kind="announcements"
      id={id}
      noun="announcement"
      back={{ href: "/portal/site/announcements", label: "All announcements" }}
      actions={{ save: saveAnnouncement, restore: restoreAnnouncement }}
    />
  );
}
