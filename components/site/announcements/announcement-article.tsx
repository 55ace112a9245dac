import { AnnouncementMeta } from "@/components/site/announcements/announcement-meta";
import { RichParagraph } from "@/components/site/common/rich-paragraph";
import type { Announcement } from "@/lib/editor/kinds";

type AnnouncementArticleProps = {
  announcement: Announcement;
};

/** An announcement's full article, shared by its modal and its own page; the caller renders the title. */
export function AnnouncementArticle({ announcement }: AnnouncementArticleProps) {
  return (
    <div className="text-bright">
      <AnnouncementMeta announcement={announcement} />
      <div className="mt-5 space-y-4 leading-7">
        {announcement.article.map((paragraph) => (
          <RichParagraph key={paragraph}>{paragraph}</RichParagraph>
        ))}
      </div>
    </div>
  );
}
