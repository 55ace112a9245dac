import type { Metadata } from "next";
import { AnnouncementCard } from "@/components/site/announcement-card";
import { PageHero } from "@/components/site/page-hero";
import { site } from "@/content/site";
import { getAnnouncements } from "@/lib/db/site-content";
import { pageMetadata } from "@/lib/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Announcements",
  description: `News from ${site.name} and the companies we build, back and run.`,
  path: "/announcements",
});

export default async function AnnouncementsPage() {
  const announcements = await getAnnouncements();
  return (
    <main id="main">
      <PageHero
        path="/announcements"
        title="Announcements"
        subtitle="News from Silverline and the companies we build and back."
        size="sm"
      />
      <ul className="mx-auto w-full max-w-3xl space-y-6 px-4 py-12 sm:px-8 sm:py-16">
        {announcements.map((announcement) => (
          <li key={announcement.slug}>
            <AnnouncementCard announcement={announcement} />
          </li>
        ))}
      </ul>
    </main>
  );
}
