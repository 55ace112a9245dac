import { formValues, itemValues, schemaInput } from "@/lib/editor/fields";
import {
  defineKind,
  fields,
  objectOf,
  validateContent,
  type ItemPageKindOf,
  type KindValues,
  type ListKindOf,
  type OrderedKindOf,
} from "@/lib/editor/kind";
import { backLink, itemPath, newItemPath } from "@/lib/editor/paths";
import { isKnownPortalPage, knownPagesOf } from "@/lib/portal/known-pages";
import { flattenLinks, placeTools } from "@/lib/portal/nav";

// A kind that exists only in this test: what adding one to the registry gives for free.
const gadgetFields = [
  fields.text("name", "Name", 60),
  fields.slug("/gadgets/<slug>"),
  fields.choice("size", "Size", ["Small", "Large"]),
  fields.amount("stock", "Stock"),
  fields.lines("parts", "Parts", "part"),
  fields.checkbox("isFeatured", "Featured"),
  fields.optionalTime("launchAt", "Launch (UTC, optional)"),
] as const;

const gadgetTool = {
  path: "/portal/site/gadgets",
  title: "Gadget Manager",
  icon: "Wrench",
  folder: "site-home",
  role: "viewer",
  twoStep: "staff-page",
  width: "narrow",
} as const;

const gadgets = defineKind({
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

const notice = defineKind({
  kind: "gadgetNotice",
  noun: "gadget notice",
  tool: gadgetTool,
  list: null,
  tags: ["gadget-notice"],
  publicPath: () => "/gadgets",
  fields: [fields.checkbox("enabled", "Show it")],
  schema: objectOf([fields.checkbox("enabled", "Show it")]),
});

const ID = "00000000-0000-4000-8000-0000000000aa";

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
}

const posted = {
  name: " Widget ",
  slug: "widget",
  size: "Large",
  stock: "12",
  parts: "Spring\n\n Cog \r\n",
  isFeatured: "on",
  launchAt: "2026-12-01T10:00",
};

const widget: KindValues<typeof gadgets> = {
  name: "Widget",
  slug: "widget",
  size: "Large",
  stock: 12,
  parts: ["Spring", "Cog"],
  isFeatured: true,
  launchAt: new Date("2026-12-01T10:00:00Z"),
};

describe("a kind defined only in this test", () => {
  it("has its tool page, its new item page and its items' pages known to the proxy", () => {
    const isRoute = knownPagesOf([gadgets.tool.path, notice.tool.path], [gadgets.list.path]);
    for (const path of ["/portal/site/gadgets", "/portal/site/gadgets/items/new"]) {
      expect(isRoute(path)).toBe(true);
    }
    expect(isRoute(`/portal/site/gadgets/items/${ID}`)).toBe(true);
    for (const path of ["/portal/site/gadgets/items/x", "/portal/site/gadgets/new"]) {
      expect(isRoute(path)).toBe(false);
    }
    expect(isKnownPortalPage("/portal/site/gadgets/items/new")).toBe(false);
  });

  it("has its item paths, its back link and its sidebar link", () => {
    expect(newItemPath(gadgets)).toBe("/portal/site/gadgets/items/new");
    expect(itemPath(gadgets, ID)).toBe(`/portal/site/gadgets/items/${ID}`);
    expect(backLink(gadgets)).toEqual({ href: "/portal/site/gadgets", label: "Gadget Manager" });
    expect(backLink({ ...gadgets, list: { path: gadgetTool.path, ordered: true } })).toEqual({
      href: "/portal/site/gadgets",
      label: "All gadgets",
    });
    const siteFolder = { id: "site-home", name: "Site", icon: "Globe", children: [] } as const;
    expect(flattenLinks(placeTools([siteFolder], [gadgetTool]))).toEqual([
      { name: "Gadget Manager", path: "/portal/site/gadgets", icon: "Wrench", trail: ["Site"] },
    ]);
  });

  it("is ordered and listed by its type, its one-row sibling neither", () => {
    type Registry = { gadgets: typeof gadgets; gadgetNotice: typeof notice };
    const ordered: OrderedKindOf<Registry>[] = ["gadgets"];
    const listed: ListKindOf<Registry>[] = ["gadgets"];
    // @ts-expect-error: a kind of one row keeps no order
    const unordered: OrderedKindOf<Registry> = "gadgetNotice";
    expect([ordered, listed, unordered]).toBeDefined();
  });

  it("has item pages by its flag, its one-row sibling none", () => {
    type Registry = { gadgets: typeof gadgets; gadgetNotice: typeof notice };
    const withPages: ItemPageKindOf<Registry>[] = ["gadgets"];
    // @ts-expect-error: a kind without the flag has no item pages
    const withoutPages: ItemPageKindOf<Registry> = "gadgetNotice";
    expect([withPages, withoutPages]).toBeDefined();
    expect(gadgets.itemPage).toBe("/gadgets");
    expect(notice.itemPage).toBeUndefined();
  });

  it("orders its site reads by its own fields only", () => {
    defineKind({
      ...gadgets,
      // @ts-expect-error: an order key names one of the kind's fields
      order: [["colour", "asc"]],
    });
    expect(gadgets.order).toEqual([
      ["isFeatured", "desc"],
      ["name", "asc"],
    ]);
  });

  it("validates a posted form with its schema, errors by field", () => {
    const { fields } = gadgets;
    const parsed = validateContent(gadgets, schemaInput(fields, formValues(fields, form(posted))));
    expect(parsed).toEqual({ ok: true, data: widget });
    expect(gadgets.publicPath(widget)).toBe("/gadgets/widget");

    const wrong = { ...posted, size: "Huge", stock: "-1", parts: "", slug: "Not A Slug" };
    const refused = validateContent(gadgets, schemaInput(fields, formValues(fields, form(wrong))));
    expect(refused.ok ? [] : Object.keys(refused.fieldErrors).sort()).toEqual([
      "parts",
      "size",
      "slug",
      "stock",
    ]);
  });

  it("turns its stored values into the form's text and back", () => {
    const values = itemValues(gadgets.fields, widget);
    expect(values).toMatchObject({
      stock: "12",
      parts: "Spring\nCog",
      launchAt: "2026-12-01T10:00",
    });
    expect(validateContent(gadgets, schemaInput(gadgets.fields, values))).toEqual({
      ok: true,
      data: widget,
    });
  });
});
