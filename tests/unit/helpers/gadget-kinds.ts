import { defineKind, fields, objectOf } from "@/lib/editor/kind";

// A list kind with item pages and a kind of one row that exist only in the tests: what adding one
// to the registry gives for free (tests/unit/lib/editor/derivations.test.ts registers them).

const gadgetFields = [
  fields.text("name", "Name", 60),
  fields.slug("/gadgets/<slug>"),
  fields.choice("size", "Size", ["Small", "Large"]),
  fields.amount("stock", "Stock"),
  fields.lines("parts", "Parts", "part"),
  fields.checkbox("isFeatured", "Featured"),
  fields.optionalTime("launchAt", "Launch (UTC, optional)"),
] as const;

export const gadgetTool = {
  path: "/portal/site/gadgets",
  title: "Gadget Manager",
  icon: "Wrench",
  folder: "site-home",
  role: "viewer",
  twoStep: "staff-page",
  width: "narrow",
} as const;

export const gadgets = defineKind({
  kind: "gadgets",
  noun: "gadget",
  tool: gadgetTool,
  list: { path: `${gadgetTool.path}/items`, ordered: true },
  tags: ["gadgets"],
  publicPath: (gadget) => `/gadgets/${gadget.slug}`,
  itemPage: "/gadgets",
  order: [
    ["isFeatured", "desc"],
    ["name", "asc"],
  ],
  fields: gadgetFields,
  schema: objectOf(gadgetFields),
});

export const gadgetNotice = defineKind({
  kind: "gadgetNotice",
  noun: "gadget notice",
  tool: gadgetTool,
  list: null,
  tags: ["gadget-notice"],
  publicPath: () => "/gadgets",
  fields: [fields.checkbox("enabled", "Show it")],
  schema: objectOf([fields.checkbox("enabled", "Show it")]),
});
