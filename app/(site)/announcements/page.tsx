import type { Metadata } from "next";
import { AnnouncementCard } from "@/components/site/announcement-card";
import { announcements } from "@/content/announcements";

export const metadata: Metadata = {
  title: "Announcements",
  description: "News from Silverline Ventures and the companies we build, back and run.",
  alternates: { canonical: "/announcements" },
};

export default function AnnouncementsPage() {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-8 sm:py-16">
      <header className="border-b border-line pb-8">
        <p className="text-sm text-muted">$ tail -n 10 ./announcements</p>
        <h1 className="mt-2 text-3xl font-bold text-phosphor sm:text-4xl">Announcements</h1>
        <p className="mt-3 text-bright">
          News from Silverline and the companies we build and back.
        </p>
      </header>
      <ul className="mt-10 space-y-6">
        {announcements.map((announcement) => (
          <li key={announcement.slug}>
            <AnnouncementCard announcement={announcement} />
          </li>
        ))}
      </ul>
    </main>
  );
}
