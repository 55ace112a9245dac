import "server-only";
import { asc, desc, eq, type SQL } from "drizzle-orm";
import type {
  Announcement,
  CareersLists,
  Job,
  SiteBar,
  SiteNotice,
  Venture,
} from "@/content/types";
import type { EditableKind } from "@/lib/editor/kinds";
import type { Database } from "./client";
import { asRow, itemTable, valuesOf } from "./item-table";
import { announcements, jobs, ventures, type ContentRow, type Stage } from "./schema";
import { inTransaction } from "./transaction";

// Every reader takes a stage: "published" for the site, "draft" for a staff preview.
async function readRows<K extends EditableKind>(
  db: Database,
  kind: K,
  stage: Stage,
  order: SQL[] = [],
): Promise<ContentRow<K>[]> {
  const table = itemTable(kind);
  const rows = await inTransaction(
    db,
    (tx) =>
      tx
        .select()
        .from(table)
        .where(eq(table.stage, stage))
        .orderBy(...order),
    { readOnly: true },
  );
  return rows.map((row) => asRow(kind, row));
}

/** The published ventures in their order. */
export async function readPublishedVentures(
  db: Database,
  stage: Stage = "published",
): Promise<Venture[]> {
  const rows = await readRows(db, "ventures", stage, [asc(ventures.position), asc(ventures.slug)]);
  return rows.map((row) => valuesOf("ventures", row));
}

/** The published announcements, newest first. */
export async function readPublishedAnnouncements(
  db: Database,
  stage: Stage = "published",
): Promise<Announcement[]> {
  const order = [desc(announcements.date), asc(announcements.slug)];
  const rows = await readRows(db, "announcements", stage, order);
  return rows.map((row) => valuesOf("announcements", row));
}

/** The published jobs in their order. */
export async function readPublishedJobs(db: Database, stage: Stage = "published"): Promise<Job[]> {
  const rows = await readRows(db, "jobs", stage, [asc(jobs.position), asc(jobs.slug)]);
  return rows.map((row) => valuesOf("jobs", row));
}

/** The published benefits and culture lists of the careers page (empty when unpublished). */
export async function readPublishedCareersLists(
  db: Database,
  stage: Stage = "published",
): Promise<CareersLists> {
  const [row] = await readRows(db, "careers", stage);
  return row ? valuesOf("careers", row) : { benefits: [], culture: [] };
}

/** The published site bar, or null when none was ever published. */
export async function readPublishedSiteBar(
  db: Database,
  stage: Stage = "published",
): Promise<SiteBar | null> {
  const [row] = await readRows(db, "siteBar", stage);
  return row ? valuesOf("siteBar", row) : null;
}

/** The published site notice, or null when none was ever published. */
export async function readPublishedSiteNotice(
  db: Database,
  stage: Stage = "published",
): Promise<SiteNotice | null> {
  const [row] = await readRows(db, "siteNotice", stage);
  return row ? { ...valuesOf("siteNotice", row), noticeVersion: row.noticeVersion } : null;
}
