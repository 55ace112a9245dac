import { formatContentDate } from "@/lib/content";
import type { Announcement } from "@/lib/editor/kinds";

type AnnouncementMetaProps = {
  announcement: Pick<Announcement, "date" | "category">;
};

/** An announcement's date and category on one line. */
export function AnnouncementMeta({ announcement }: AnnouncementMetaProps) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
      <time dateTime={announcement.date}>{formatContentDate(announcement.date)}</time>
      <span className="border border-line-strong px-2 py-0.5 text-xs tracking-wide text-bright uppercase">
        {announcement.category}
      </span>
    </p>
  );
}
