/** @jest-environment node */
import { integer, getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { contentTable } from "@/lib/db/schema";
import { defineKind, fields, objectOf, type KindValues } from "@/lib/editor/kind";

// A kind that exists only here, with a field of every type: what a new registry module gets.
const pressFields = [
  fields.text("headline", "Headline", 120),
  fields.slug("/press/<slug>"),
  fields.textarea("pullQuote", "Pull quote", 300),
  fields.email("contactEmail", "Press contact"),
  fields.optionalLink("sourceUrl", "Source"),
  fields.choice("outlet", "Outlet", ["Print", "Online"]),
  fields.lines("quoteLines", "Quotes", "quote"),
  fields.paragraphs("bodyText", "Body", 20),
  fields.date("publishedOn", "Published on"),
  fields.amount("readMinutes", "Reading time"),
  fields.checkbox("isFeatured", "Featured"),
  fields.optionalTime("embargoUntil", "Embargo until"),
] as const;

const pressReleases = defineKind({
  kind: "pressReleases",
  noun: "press release",
  tool: { path: "/portal/site/press", title: "Press", icon: "Newspaper" },
  list: { path: "/portal/site/press", ordered: true },
  tags: ["press"],
  publicPath: (release) => `/press/${release.slug}`,
  fields: pressFields,
  schema: objectOf(pressFields),
});

const masthead = defineKind({
  kind: "masthead",
  noun: "masthead",
  tool: { path: "/portal/site/masthead", title: "Masthead", icon: "PanelTop" },
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

/** Each column as the database names and types it, by its key in the table. */
function columnsOf(table: PgTable) {
  return Object.fromEntries(
    getTableConfig(table).columns.map((column) => [
      column.name,
      { type: column.getSQLType(), notNull: column.notNull },
    ]),
  );
}

const ITEM_COLUMNS = {
  id: { type: "uuid", notNull: true },
  stage: { type: "text", notNull: true },
  version: { type: "integer", notNull: true },
  updated_at: { type: "timestamp with time zone", notNull: true },
  updated_by: { type: "uuid", notNull: false },
};

describe("a content kind's table", () => {
  it("is named as the kind in snake_case", () => {
    expect(getTableConfig(pressTable).name).toBe("press_releases");
    expect(getTableConfig(mastheadTable).name).toBe("masthead");
  });

  it("has the item columns, a position when ordered, a column per field and the extras", () => {
    expect(columnsOf(pressTable)).toEqual({
      ...ITEM_COLUMNS,
      position: { type: "integer", notNull: true },
      headline: { type: "text", notNull: true },
      slug: { type: "text", notNull: true },
      pull_quote: { type: "text", notNull: true },
      contact_email: { type: "text", notNull: true },
      source_url: { type: "text", notNull: false },
      outlet: { type: "text", notNull: true },
      quote_lines: { type: "text[]", notNull: true },
      body_text: { type: "text[]", notNull: true },
      published_on: { type: "date", notNull: true },
      read_minutes: { type: "integer", notNull: true },
      is_featured: { type: "boolean", notNull: true },
      embargo_until: { type: "timestamp with time zone", notNull: false },
      word_count: { type: "integer", notNull: true },
    });
  });

  it("has no position when the kind keeps no order", () => {
    expect(columnsOf(mastheadTable)).toEqual({
      ...ITEM_COLUMNS,
      motto: { type: "text", notNull: true },
    });
  });

  it("reads dates as strings, as the date field's values are", () => {
    const published = getTableConfig(pressTable).columns.find((c) => c.name === "published_on");
    expect(published?.mapFromDriverValue("2026-11-16")).toBe("2026-11-16");
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
