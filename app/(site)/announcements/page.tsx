import type { Metadata } from "next";
import { AnnouncementCard } from "@/components/site/announcements/announcement-card";
import { PublishedList } from "@/components/site/common/published-list";
import { SitePage } from "@/components/site/common/site-page";
import { announcementsPage } from "@/content/announcements";
import { isStaffPreview } from "@/lib/auth/preview";
import { getPublished } from "@/lib/db/site-content";
import { pageMetadata } from "@/lib/metadata";

export const metadata: Metadata = pageMetadata(announcementsPage);

export default async function AnnouncementsPage() {
  const announcements = await getPublished("announcements", {
    isPreview: await isStaffPreview(),
  });
  return (
    <SitePage page={announcementsPage} heroSize="sm">
      <PublishedList
        items={announcements}
        className="mx-auto w-full max-w-3xl space-y-6 px-4 py-12 sm:px-8 sm:py-16"
      >
        {(announcement) => <AnnouncementCard announcement={announcement} />}
      </PublishedList>
    </SitePage>
  );
}
