import { defineKind, fields, objectOf } from "../kind";
import { contentTools } from "../tools";

const ventureFields = [
  fields.text("title", "Title", 80),
  fields.slug("/ventures/<slug>"),
  fields.text("command", "Command label", 80),
  fields.textarea("preview", "Preview", 300),
  fields.paragraphs("report", "Report", 30),
] as const;

/** The ventures on the home page, in their order, each with its report page. */
export const ventures = defineKind({
  kind: "ventures",
  noun: "venture",
  tool: contentTools.ventures,
  list: { path: contentTools.ventures.path, ordered: true },
  tags: ["ventures"],
  publicPath: (venture) => `/ventures/${venture.slug}`,
  itemPage: "/ventures",
  order: [["slug", "asc"]],
  fields: ventureFields,
  schema: objectOf(ventureFields),
});
