import { notFound } from "next/navigation";
import { AnnouncementArticle } from "@/components/site/announcements/announcement-article";
import { RouteModal } from "@/components/site/common/route-modal";
import { getAnnouncement, getAnnouncements } from "@/lib/db/site-content";

type AnnouncementModalProps = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  return (await getAnnouncements()).map(({ slug }) => ({ slug }));
}

export default async function AnnouncementModal({ params }: AnnouncementModalProps) {
  const announcement = await getAnnouncement((await params).slug);
  if (!announcement) notFound();
  return (
    <RouteModal title={announcement.title}>
      <AnnouncementArticle announcement={announcement} />
    </RouteModal>
  );
}
