import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AnnouncementArticle } from "@/components/site/announcements/announcement-article";
import { TerminalBar } from "@/components/site/common/terminal-bar";
import { getAnnouncement } from "@/lib/db/site-content";

type AnnouncementPageProps = { params: Promise<{ slug: string }> };

// Rendered per request from the cached published list: Next 16 stores an ISR page's notFound()
// under its own path (.next/server/route-cache), so a prerendered route would keep a file and a
// memory entry for every unknown slug a visitor invents.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: AnnouncementPageProps): Promise<Metadata> {
  const announcement = await getAnnouncement((await params).slug);
  if (!announcement) return {};
  return pageMetadata({
    title: announcement.title,
    description: announcement.summary,
    path: `/announcements/${announcement.slug}`,
  });
}

export default async function AnnouncementPage({ params }: AnnouncementPageProps) {
  const announcement = await getAnnouncement((await params).slug);
  if (!announcement) notFound();
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-8 sm:py-16">
      <Link
        href="/announcements"
        className="inline-flex min-h-6 items-center text-sm text-muted hover:text-phosphor"
      >
        <span aria-hidden="true">←&nbsp;</span>All announcements
      </Link>
      <article className="mt-6 border border-line bg-surface">
        <TerminalBar label={`less ./announcements/${announcement.slug}.md`} />
        <div className="p-5 sm:p-10">
          <h1 className="mb-4 text-3xl font-bold text-phosphor sm:text-4xl">
            {announcement.title}
          </h1>
          <AnnouncementArticle announcement={announcement} />
        </div>
      </article>
    </main>
  );
}
