/** @jest-environment node */
import { sql } from "drizzle-orm";
import { integer, getTableConfig, PgDialect, type PgTable } from "drizzle-orm/pg-core";
import { publishedItemOf, siteOrder, type ItemRow } from "@/lib/db/item-table";
import { contentTable, contentTables, snakeCase } from "@/lib/db/schema";
import { defineKind, fields, objectOf, type KindValues } from "@/lib/editor/kind";
import { contentKinds, type EditableKind } from "@/lib/editor/kinds";

// A kind that exists only here, with a field of every type: what a new registry module gets.
const pressFields = [
  fields.text("headline", "Headline", 120),
  fields.date("publishedOn", "Published on"),
  fields.amount("readMinutes", "Reading time"),
  fields.slug("/press/<slug>"),
  fields.textarea("pullQuote", "Pull quote", 300),
  fields.checkbox("isFeatured", "Featured"),
  fields.optionalTime("embargoUntil", "Embargo until"),
  fields.choice("outlet", "Outlet", ["Print", "Online"]),
  fields.email("contactEmail", "Press contact"),
  fields.optionalLink("sourceUrl", "Source"),
  fields.lines("quoteLines", "Quotes", "quote"),
  fields.paragraphs("bodyText", "Body", 20),
] as const;

/** Where a content tool of this test sits, and whom it opens to. */
const siteTool = {
  folder: "site-home",
  role: "viewer",
  twoStep: "staff-page",
  width: "narrow",
} as const;

const pressReleases = defineKind({
  kind: "pressReleases",
  noun: "press release",
  tool: { ...siteTool, path: "/portal/site/press", title: "Press", icon: "Newspaper" },
  list: { path: "/portal/site/press", ordered: true },
  tags: ["press"],
  publicPath: (release) => `/press/${release.slug}`,
  itemPage: "/press",
  order: [
    ["publishedOn", "desc"],
    ["slug", "asc"],
  ],
  fields: pressFields,
  schema: objectOf(pressFields),
});

const masthead = defineKind({
  kind: "masthead",
  noun: "masthead",
  tool: { ...siteTool, path: "/portal/site/masthead", title: "Masthead", icon: "PanelTop" },
  list: null,
  tags: ["masthead"],
  publicPath: () => "/",
  fields: [fields.text("motto", "Motto", 80)] as const,
  schema: objectOf([fields.text("motto", "Motto", 80)] as const),
});

const mastheadTable = contentTable(masthead);
const pressTable = contentTable(pressReleases, {
  wordCount: integer("word_count").notNull().default(0),
});

/** Each column as a line of SQL would declare it, in the table's order. */
const columnsOf = (table: PgTable) =>
  getTableConfig(table).columns.map(
    (column) => `${column.name} ${column.getSQLType()}${column.notNull ? " NOT NULL" : ""}`,
  );

const ITEM_COLUMNS = [
  "id uuid NOT NULL",
  "stage text NOT NULL",
  "version integer NOT NULL",
  "updated_at timestamp with time zone NOT NULL",
  "updated_by uuid",
];

describe("a content kind's table", () => {
  it("is named as the kind in snake_case", () => {
    expect(getTableConfig(pressTable).name).toBe("press_releases");
    expect(getTableConfig(mastheadTable).name).toBe("masthead");
  });

  it("has the item columns, a position when ordered, a column per field and the extras", () => {
    expect(columnsOf(pressTable)).toEqual([
      ...ITEM_COLUMNS,
      "position integer NOT NULL",
      "headline text NOT NULL",
      "published_on date NOT NULL",
      "read_minutes integer NOT NULL",
      "slug text NOT NULL",
      "pull_quote text NOT NULL",
      "is_featured boolean NOT NULL",
      "embargo_until timestamp with time zone",
      "outlet text NOT NULL",
      "contact_email text NOT NULL",
      "source_url text",
      "quote_lines text[] NOT NULL",
      "body_text text[] NOT NULL",
      "word_count integer NOT NULL",
    ]);
  });

  it("has no position when the kind keeps no order", () => {
    expect(columnsOf(mastheadTable)).toEqual([...ITEM_COLUMNS, "motto text NOT NULL"]);
  });

  it("reads dates as strings, as the date field's values are", () => {
    const published = getTableConfig(pressTable).columns.find((c) => c.name === "published_on");
    expect(published?.mapFromDriverValue("2026-11-16")).toBe("2026-11-16");
  });
});

describe("the order the site reads a kind in", () => {
  /** `order` as the SQL of an ORDER BY. */
  const orderBy = (order: ReturnType<typeof siteOrder>) =>
    new PgDialect().sqlToQuery(sql.join(order, sql.raw(", "))).sql;

  it("is its position when ordered, then its own order keys, by column", () => {
    expect(orderBy(siteOrder(pressReleases, pressTable))).toBe(
      '"press_releases"."position" asc, "press_releases"."published_on" desc, "press_releases"."slug" asc',
    );
  });

  it("is none for a kind of one row", () => {
    expect(siteOrder(masthead, mastheadTable)).toEqual([]);
  });

  it("is the registry's for the real kinds", () => {
    expect(orderBy(siteOrder(contentKinds.announcements, contentTables.announcements))).toBe(
      '"announcements"."date" desc, "announcements"."slug" asc',
    );
    expect(orderBy(siteOrder(contentKinds.ventures, contentTables.ventures))).toBe(
      '"ventures"."position" asc, "ventures"."slug" asc',
    );
  });
});

describe("an item as the site reads it", () => {
  it("is its row without the item columns: its fields' values and its extras", () => {
    const values = { motto: "Ship it" };
    const row = {
      id: "00000000-0000-4000-8000-0000000000aa",
      stage: "published",
      version: 3,
      updatedAt: new Date(),
      updatedBy: null,
      position: 2,
      ...values,
      wordCount: 12,
    };
    expect(publishedItemOf("ventures", row as unknown as ItemRow)).toEqual({
      ...values,
      wordCount: 12,
    });
  });
});

describe("the content tables", () => {
  it.each(Object.keys(contentKinds) as EditableKind[])(
    "hold one table for %s, derived from its registry entry",
    (kind) => {
      const table = contentTables[kind];
      expect(getTableConfig(table).name).toBe(snakeCase(kind));
      const derived = columnsOf(contentTable(contentKinds[kind]));
      expect(columnsOf(table).slice(0, derived.length)).toEqual(derived);
    },
  );

  it("are the registry's kinds, no more", () => {
    expect(Object.keys(contentTables)).toEqual(Object.keys(contentKinds));
  });
});

// The row type is the item columns, the kind's values and the extras: a change to either side
// that makes them differ fails the type check (npm run typecheck).
type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type PressRow = typeof pressTable.$inferSelect;
type ExpectedRow = KindValues<typeof pressReleases> & {
  id: string;
  stage: "draft" | "published";
  version: number;
  updatedAt: Date;
  updatedBy: string | null;
  position: number;
  wordCount: number;
};
export const rowTypeIsDerived: Equal<PressRow, ExpectedRow> = true;
export const mastheadHasNoPosition: Equal<
  keyof typeof mastheadTable.$inferSelect & "position",
  never
> = true;
