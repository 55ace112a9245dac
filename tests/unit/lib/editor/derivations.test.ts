/** @jest-environment node */
import { drizzle } from "drizzle-orm/postgres-js";
import sitemap from "@/app/sitemap";
import { site } from "@/content/site";
import type { Database } from "@/lib/db/client";
import { readPublished } from "@/lib/db/published";
import { inTransaction } from "@/lib/db/transaction";
import { formValues, itemValues, schemaInput } from "@/lib/editor/fields";
import {
  defineKind,
  validateContent,
  type ItemPageKindOf,
  type KindValues,
  type ListKindOf,
  type OrderedKindOf,
} from "@/lib/editor/kind";
import type { EditableKind } from "@/lib/editor/kinds";
import { backLink, itemPath, newItemPath } from "@/lib/editor/paths";
import { isKnownPortalPage, knownPagesOf } from "@/lib/portal/known-pages";
import { flattenLinks, placeTools } from "@/lib/portal/nav";
import { gadgetNotice as notice, gadgets, gadgetTool } from "@/tests/unit/helpers/gadget-kinds";

// The test's kinds registered as a line in the registry module registers one; the site's reads
// stop at the database's boundary (each query's SQL, answered with rows) and at Next's cache.
jest.mock("@/lib/editor/kinds/registry", () => {
  const { contentKinds } = jest.requireActual("@/lib/editor/kinds/registry");
  const { gadgets, gadgetNotice } = jest.requireActual("@/tests/unit/helpers/gadget-kinds");
  return { contentKinds: { ...contentKinds, gadgets, gadgetNotice } };
});
jest.mock("server-only", () => ({}));
jest.mock("@/lib/db/transaction", () => ({ inTransaction: jest.fn() }));
jest.mock("@/lib/db/client", () => ({ getDatabase: () => ({}) }));
jest.mock("next/cache", () => ({ unstable_cache: (read: unknown) => read }));

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

describe("a kind registered only in this test", () => {
  /** Each query the site's reads sent, as SQL and its parameters. */
  const sent: { sql: string; params: unknown[] }[] = [];
  const tableOf = (sql: string) => /from "(\w+)"/.exec(sql)?.[1];
  const stored = {
    id: ID,
    stage: "published",
    version: 2,
    updatedAt: new Date(),
    updatedBy: null,
    position: 0,
    ...widget,
  };

  beforeEach(() => {
    sent.length = 0;
    const queries = drizzle.mock();
    // The query a read builds, turned into SQL unsent; its table answers with the stored widget.
    jest.mocked(inTransaction).mockImplementation(async (_db, work) => {
      const query = work(queries as never) as unknown as {
        toSQL: () => { sql: string; params: unknown[] };
      };
      const { sql, params } = query.toSQL();
      sent.push({ sql, params });
      return (tableOf(sql) === "gadgets" ? [stored] : []) as never;
    });
  });

  it("is read for the site from its own table, in its own order, without the item columns", async () => {
    const items = await readPublished({} as Database, "gadgets" as EditableKind);
    expect(items).toEqual([widget]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.sql).toMatch(
      / from "gadgets" where "gadgets"."stage" = \$1 order by "gadgets"."position" asc, "gadgets"."is_featured" desc, "gadgets"."name" asc$/,
    );
    expect(sent[0]?.sql).toContain('"launch_at"');
    expect(sent[0]?.params).toEqual(["published"]);
  });

  it("puts each published item's page in the sitemap by its flag, its one-row sibling none", async () => {
    const urls = (await sitemap()).map((entry) => entry.url);
    expect(urls).toContain(`${site.url}/gadgets/widget`);
    const tables = sent.map((query) => tableOf(query.sql));
    expect(tables).toContain("gadgets");
    expect(tables).not.toContain("gadget_notice");
  });
});
