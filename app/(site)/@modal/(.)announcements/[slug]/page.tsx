import { notFound } from "next/navigation";
import { AnnouncementArticle } from "@/components/site/announcements/announcement-article";
import { RouteModal } from "@/components/site/common/route-modal";
import { getAnnouncement } from "@/lib/db/site-content";

type AnnouncementModalProps = { params: Promise<{ slug: string }> };

// Per request, as the page it opens over: an unknown slug must leave no ISR entry behind.
export const dynamic = "force-dynamic";

export default async function AnnouncementModal({ params }: AnnouncementModalProps) {
  const announcement = await getAnnouncement((await params).slug);
  if (!announcement) notFound();
  return (
    <RouteModal title={announcement.title}>
      <AnnouncementArticle announcement={announcement} />
    </RouteModal>
  );
}
