import type { $Type, NotNull } from "drizzle-orm";
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
  type PgColumnBuilderBase,
} from "drizzle-orm/pg-core";
import type { Field, FieldType, KindDefinition, KindValues } from "@/lib/editor/kind";
import { contentKinds, type EditableKind } from "@/lib/editor/kinds";

/** Which version of an item a row holds: editors change the draft, the site shows the published one. */
export type Stage = "draft" | "published";

/** `salaryMin` as its column is called: `salary_min`. */
export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

// Columns every content table has (supabase/migrations holds the real DDL).
const itemColumns = () => ({
  id: uuid("id").notNull().defaultRandom(),
  stage: text("stage").$type<Stage>().notNull(),
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid("updated_by"),
});

const positionColumn = () => ({ position: integer("position").notNull() });

/** The column a field of each type is stored in. */
const columnOf = {
  text: (name: string) => text(name),
  textarea: (name: string) => text(name),
  email: (name: string) => text(name),
  url: (name: string) => text(name),
  choice: (name: string) => text(name),
  lines: (name: string) => text(name).array(),
  paragraphs: (name: string) => text(name).array(),
  date: (name: string) => date(name, { mode: "string" }),
  number: (name: string) => integer(name),
  checkbox: (name: string) => boolean(name),
  time: (name: string) => timestamp(name, { withTimezone: true }),
} satisfies Record<FieldType, (name: string) => PgColumnBuilderBase>;

type ColumnOf<F extends Field, V> = F extends { nullable: true }
  ? $Type<ReturnType<(typeof columnOf)[F["type"]]>, NonNullable<V>>
  : NotNull<$Type<ReturnType<(typeof columnOf)[F["type"]]>, V>>;

type FieldColumns<D extends KindDefinition> = {
  [F in D["fields"][number] as F["name"]]: ColumnOf<
    F,
    KindValues<D>[F["name"] & keyof KindValues<D>]
  >;
};

type Columns<D extends KindDefinition, X> = ReturnType<typeof itemColumns> &
  (D["list"] extends { ordered: true } ? ReturnType<typeof positionColumn> : object) &
  FieldColumns<D> &
  X;

/**
 * The table of a content kind, derived from its registry entry: named as the kind in snake_case,
 * with the item columns, `position` when the kind is ordered, one column per field (its name in
 * snake_case, typed as the field's value, NOT NULL unless the field is `nullable`), and `extras`:
 * columns the code keeps that no form edits.
 */
export function contentTable<
  const D extends KindDefinition,
  X extends Record<string, PgColumnBuilderBase> = Record<never, never>,
>(definition: D, extras?: X) {
  const fieldColumns = Object.fromEntries(
    definition.fields.map((field) => {
      const column = columnOf[field.type](snakeCase(field.name));
      return [field.name, field.nullable ? column : column.notNull()];
    }),
  );
  const columns = {
    ...itemColumns(),
    ...(definition.list?.ordered ? positionColumn() : {}),
    ...fieldColumns,
    ...extras,
  };
  // Built from the fields at run time; the type says what each one's column holds.
  return pgTable(snakeCase(definition.kind), columns as unknown as Columns<D, X>);
}

// Columns the code keeps beside a kind's fields, which no form edits.
const extraColumns = {
  jobs: {
    // Every salary is in US dollars so far; the column leaves room for others.
    currency: text("currency").$type<"USD">().notNull().default("USD"),
  },
  siteNotice: {
    // Raised on each publish, so visitors who closed the notice see a new one.
    noticeVersion: integer("notice_version").notNull().default(1),
  },
} satisfies { [K in EditableKind]?: Record<string, PgColumnBuilderBase> };

type ExtrasOf<K extends EditableKind> = K extends keyof typeof extraColumns
  ? (typeof extraColumns)[K]
  : Record<never, never>;

type ContentTables = {
  [K in EditableKind]: ReturnType<typeof contentTable<(typeof contentKinds)[K], ExtrasOf<K>>>;
};

const extrasOf = (kind: EditableKind): Record<string, PgColumnBuilderBase> | undefined =>
  Object.hasOwn(extraColumns, kind) ? extraColumns[kind as keyof typeof extraColumns] : undefined;

/** The content tables by kind, one per registry entry: what every content query reads and writes. */
// Built from the registry at run time; the type says which table each kind's is.
export const contentTables = Object.fromEntries(
  (Object.keys(contentKinds) as EditableKind[]).map((kind) => [
    kind,
    contentTable(contentKinds[kind], extrasOf(kind)),
  ]),
) as unknown as ContentTables;

/** A draft or published row of `kind`: its item columns, its fields' values and its extras. */
export type ContentRow<K extends EditableKind> = K extends EditableKind
  ? ContentTables[K]["$inferSelect"]
  : never;

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

/** The append-only activity log (supabase/migrations: a trigger refuses updates and deletes). */
export const activityEvents = pgTable("activity_events", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  actorId: uuid("actor_id"),
  actorEmail: text("actor_email"),
  action: text("action").notNull(),
  targetKind: text("target_kind"),
  targetId: text("target_id"),
  targetLabel: text("target_label"),
  clientAddress: text("client_address"),
  details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
});

/**
 * Supabase Auth's users' e-mails (a read-only view of `auth.users`, which the app's role cannot
 * read itself): turns an actor id into the e-mail editors recognise.
 */
export const userEmails = pgSchema("app_private")
  .view("user_emails", { id: uuid("id").notNull(), email: text("email") })
  .existing();

/** A message's place in the contact inbox. */
export type ContactStatus = "new" | "read" | "replied" | "archived";

/** Whether the notification list was told of a message. */
export type ContactNotification = "pending" | "sent" | "failed";

/** The public contact form's messages (closed to the API roles; supabase/migrations). */
export const contactMessages = pgTable("contact_messages", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  status: text("status").$type<ContactStatus>().notNull().default("new"),
  clientAddress: text("client_address"),
  notification: text("notification").$type<ContactNotification>().notNull().default("pending"),
  notificationClaimedAt: timestamp("notification_claimed_at", { withTimezone: true }),
  notifiedAt: timestamp("notified_at", { withTimezone: true }),
  contentHash: text("content_hash").notNull(),
});

const appPrivate = pgSchema("app_private");

/** The contact form's one row of settings: who is told, how long messages stay, the cap's trip. */
export const contactSettings = appPrivate.table("contact_settings", {
  id: boolean("id").primaryKey().default(true),
  notifyTo: text("notify_to").array().notNull().default([]),
  retentionDays: integer("retention_days").notNull().default(180),
  capTrippedAt: timestamp("cap_tripped_at", { withTimezone: true }),
  capNoticeSentAt: timestamp("cap_notice_sent_at", { withTimezone: true }),
});

/** Form tokens and proof-of-work challenges already used, until they would have expired. */
export const contactSpentProofs = appPrivate.table("contact_spent_proofs", {
  id: text("id").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
