import { defineKind, fields, objectOf } from "../kind";
import { contentTools } from "../tools";

const siteBarFields = [
  fields.optionalText("text", "Text", 200),
  fields.optionalLink("linkUrl", "Link (optional)"),
  fields.checkbox("enabled", "Show the bar"),
  fields.optionalTime("startsAt", "Starts (UTC, optional)"),
  fields.optionalTime("endsAt", "Ends (UTC, optional)"),
] as const;

/** The bar over every public page, shown when on and, if scheduled, between its times. */
export const siteBar = defineKind({
  kind: "siteBar",
  noun: "site bar",
  tool: contentTools.siteWide,
  list: null,
  tags: ["site-bar"],
  publicPath: () => "/",
  fields: siteBarFields,
  schema: objectOf(siteBarFields)
    .refine((bar) => !bar.enabled || bar.text !== "", {
      path: ["text"],
      message: "A bar that is on needs its text.",
    })
    .refine((bar) => !bar.startsAt || !bar.endsAt || bar.startsAt < bar.endsAt, {
      path: ["endsAt"],
      message: "After the start.",
    }),
});
