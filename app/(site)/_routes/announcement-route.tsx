import { AnnouncementArticle } from "@/components/site/announcements/announcement-article";
import { itemRoute } from "./item-route";

/** An announcement's page and modal, at `/announcements/<slug>`, the card's summary describing it. */
export const announcementRoute = itemRoute({
  kind: "announcements",
  describe: (announcement) => announcement.summary,
  back: { href: "/announcements", label: "All announcements" },
  file: (announcement) => `less ./announcements/${announcement.slug}.md`,
  article: (announcement) => (
    <>
      <h1 className="mb-4 text-3xl font-bold text-phosphor sm:text-4xl">{announcement.title}</h1>
      <AnnouncementArticle announcement={announcement} />
    </>
  ),
  modal: (announcement) => <AnnouncementArticle announcement={announcement} />,
});
