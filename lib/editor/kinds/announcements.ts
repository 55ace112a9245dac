import { defineKind, fields, objectOf } from "../kind";
import { contentTools } from "../tools";

const announcementFields = [
  fields.text("title", "Title", 160),
  fields.slug("/announcements/<slug>"),
  fields.date("date", "Date"),
  fields.text("category", "Category", 40),
  fields.textarea("summary", "Summary", 500),
  fields.paragraphs("article", "Full article", 40),
] as const;

/** The announcements, newest first, each with its article page. */
export const announcements = defineKind({
  kind: "announcements",
  noun: "announcement",
  tool: contentTools.announcements,
  list: { path: contentTools.announcements.path, ordered: false },
  tags: ["announcements"],
  publicPath: (announcement) => `/announcements/${announcement.slug}`,
  itemPage: "/announcements",
  order: [
    ["date", "desc"],
    ["slug", "asc"],
  ],
  fields: announcementFields,
  schema: objectOf(announcementFields),
});
