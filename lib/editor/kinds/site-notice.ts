import { defineKind, fields, objectOf } from "../kind";
import { contentTools } from "../tools";

const siteNoticeFields = [
  fields.optionalText("title", "Title", 120),
  fields.optionalTextarea("body", "Body", 2000),
  fields.checkbox("enabled", "Show the notice"),
] as const;

/** A notice every visitor sees once over the public pages, while it is on. */
export const siteNotice = defineKind({
  kind: "siteNotice",
  noun: "site notice",
  tool: contentTools.siteWide,
  list: null,
  tags: ["site-notice"],
  publicPath: () => "/",
  fields: siteNoticeFields,
  schema: objectOf(siteNoticeFields).refine(
    (notice) => !notice.enabled || (notice.title !== "" && notice.body !== ""),
    { path: ["body"], message: "A notice that is on needs a title and a body." },
  ),
});
