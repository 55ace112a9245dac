import Link from "next/link";
import { AnnouncementMeta } from "@/components/site/announcements/announcement-meta";
import { TerminalBar } from "@/components/site/common/terminal-bar";
import type { Announcement } from "@/lib/editor/kinds";

type AnnouncementCardProps = {
  announcement: Announcement;
};

/** An announcement's summary with a Read More link to the full article. */
export function AnnouncementCard({ announcement }: AnnouncementCardProps) {
  return (
    <article className="border border-line bg-surface">
      <TerminalBar label={`cat ./announcements/${announcement.slug}.md`} />
      <div className="p-5 sm:p-8">
        <AnnouncementMeta announcement={announcement} />
        <h2 className="mt-4 text-xl font-bold text-phosphor sm:text-2xl">{announcement.title}</h2>
        <p className="mt-3 leading-7 text-bright">{announcement.summary}</p>
        {/* Not scrolling keeps the list in place under the modal that this link opens. Not
            prefetched, as a venture card's link (see there). */}
        <Link
          href={`/announcements/${announcement.slug}`}
          scroll={false}
          prefetch={false}
          className="mt-6 inline-flex min-h-10 items-center gap-2 border border-line-strong px-4 text-sm text-phosphor transition-colors hover:border-phosphor hover:bg-phosphor hover:text-bg"
        >
          Read More<span className="sr-only">: {announcement.title}</span>
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}
