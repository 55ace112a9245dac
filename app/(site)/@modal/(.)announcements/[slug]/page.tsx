import { notFound } from "next/navigation";
import { AnnouncementArticle } from "@/components/site/announcements/announcement-article";
import { RouteModal } from "@/components/site/common/route-modal";
import { announcements } from "@/content/announcements";
import { getAnnouncement } from "@/lib/content";

type AnnouncementModalProps = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return announcements.map(({ slug }) => ({ slug }));
}

export default async function AnnouncementModal({ params }: AnnouncementModalProps) {
  const announcement = getAnnouncement((await params).slug);
  if (!announcement) notFound();
  return (
    <RouteModal title={announcement.title}>
      <AnnouncementArticle announcement={announcement} />
    </RouteModal>
  );
}
