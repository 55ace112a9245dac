import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  pgSchema,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/** Which version of an item a row holds: editors change the draft, the site shows the published one. */
export type Stage = "draft" | "published";

// Columns every content table has (supabase/migrations holds the real DDL).
const itemColumns = () => ({
  id: uuid("id").notNull().defaultRandom(),
  stage: text("stage").$type<Stage>().notNull(),
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid("updated_by"),
});

export const ventures = pgTable("ventures", {
  ...itemColumns(),
  slug: text("slug").notNull(),
  position: integer("position").notNull(),
  title: text("title").notNull(),
  command: text("command").notNull(),
  preview: text("preview").notNull(),
  report: text("report").array().notNull(),
});

export const announcements = pgTable("announcements", {
  ...itemColumns(),
  slug: text("slug").notNull(),
  date: date("date", { mode: "string" }).notNull(),
  title: text("title").notNull(),
  category: text("category").notNull(),
  summary: text("summary").notNull(),
  article: text("article").array().notNull(),
});

export const jobs = pgTable("jobs", {
  ...itemColumns(),
  slug: text("slug").notNull(),
  position: integer("position").notNull(),
  title: text("title").notNull(),
  location: text("location").notNull(),
  type: text("type").$type<"Full-time" | "Part-time" | "Contract">().notNull(),
  salaryMin: integer("salary_min").notNull(),
  salaryMax: integer("salary_max").notNull(),
  currency: text("currency").$type<"USD">().notNull().default("USD"),
  summary: text("summary").notNull(),
  requirements: text("requirements").array().notNull(),
  responsibilities: text("responsibilities").array().notNull(),
  applyEmail: text("apply_email").notNull(),
});

export const careers = pgTable("careers", {
  ...itemColumns(),
  benefits: text("benefits").array().notNull(),
  culture: text("culture").array().notNull(),
});

export const siteBar = pgTable("site_bar", {
  ...itemColumns(),
  text: text("text").notNull(),
  linkUrl: text("link_url"),
  enabled: boolean("enabled").notNull().default(false),
  startsAt: timestamp("starts_at", { withTimezone: true }),
  endsAt: timestamp("ends_at", { withTimezone: true }),
});

export const siteNotice = pgTable("site_notice", {
  ...itemColumns(),
  title: text("title").notNull(),
  body: text("body").notNull(),
  enabled: boolean("enabled").notNull().default(false),
  noticeVersion: integer("notice_version").notNull().default(1),
});

export const contentHistory = pgTable("content_history", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text("kind").notNull(),
  itemId: uuid("item_id").notNull(),
  action: text("action").notNull(),
  actor: uuid("actor"),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  before: jsonb("before"),
  after: jsonb("after"),
});

/** Supabase Auth's users (read only): turns an actor id into the e-mail editors recognise. */
export const authUsers = pgSchema("auth").table("users", {
  id: uuid("id").primaryKey(),
  email: text("email"),
});

/** The content tables by kind, as the editing queries and the history name them. */
export const contentTables = {
  ventures,
  announcements,
  jobs,
  careers,
  siteBar,
  siteNotice,
};

export type ContentKind = keyof typeof contentTables;
