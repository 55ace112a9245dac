import { defineKind, fields, objectOf } from "../kind";
import { contentTools } from "../tools";

const careersFields = [
  fields.lines("benefits", "Benefits", "benefit"),
  fields.lines("culture", "Culture", "line"),
] as const;

/** The careers page's lists of benefits and culture: one row, always there. */
export const careers = defineKind({
  kind: "careers",
  noun: "careers lists",
  tool: contentTools.careers,
  list: null,
  tags: ["careers"],
  publicPath: () => "/careers",
  fields: careersFields,
  schema: objectOf(careersFields),
});
