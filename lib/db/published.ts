import "server-only";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Announcement, Job, Venture } from "@/content/types";
import type { Database } from "./client";
import { STATEMENT_TIMEOUT_MS } from "./connection";
import { announcements, careers, jobs, siteBar, siteNotice, ventures, type Stage } from "./schema";

/** Runs `work` in a read-only transaction that Postgres cancels after the statement timeout. */
export async function readOnly<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${STATEMENT_TIMEOUT_MS}`));
      return work(tx as unknown as Database);
    },
    { accessMode: "read only" },
  );
}

// Every reader takes a stage: "published" for the site, "draft" for a staff preview.
const atStage = (table: { stage: PgColumn }, stage: Stage) => eq(table.stage, stage);

/** The published ventures in their order, shaped as the site's components take them. */
export async function readPublishedVentures(
  db: Database,
  stage: Stage = "published",
): Promise<Venture[]> {
  const rows = await readOnly(db, (tx) =>
    tx
      .select()
      .from(ventures)
      .where(atStage(ventures, stage))
      .orderBy(asc(ventures.position), asc(ventures.slug)),
  );
  return rows.map(({ slug, title, command, preview, report }) => ({
    slug,
    title,
    command,
    preview,
    content: report,
  }));
}

/** The published announcements, newest first. */
export async function readPublishedAnnouncements(
  db: Database,
  stage: Stage = "published",
): Promise<Announcement[]> {
  const rows = await readOnly(db, (tx) =>
    tx
      .select()
      .from(announcements)
      .where(atStage(announcements, stage))
      .orderBy(desc(announcements.date), asc(announcements.slug)),
  );
  return rows.map(({ slug, date, title, category, summary, article }) => ({
    slug,
    date,
    title,
    category,
    content: summary,
    fullArticle: article,
  }));
}

/** A published job with the address applications go to. */
export type PublishedJob = Job & { applyEmail: string };

/** The published jobs in their order. */
export async function readPublishedJobs(
  db: Database,
  stage: Stage = "published",
): Promise<PublishedJob[]> {
  const rows = await readOnly(db, (tx) =>
    tx.select().from(jobs).where(atStage(jobs, stage)).orderBy(asc(jobs.position), asc(jobs.slug)),
  );
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    location: row.location,
    type: row.type,
    salary: { min: row.salaryMin, max: row.salaryMax, currency: row.currency },
    summary: row.summary,
    requirements: row.requirements,
    responsibilities: row.responsibilities,
    applyEmail: row.applyEmail,
  }));
}

/** The published benefits and culture lists of the careers page (empty when unpublished). */
export async function readPublishedCareersLists(
  db: Database,
  stage: Stage = "published",
): Promise<{ benefits: string[]; culture: string[] }> {
  const [row] = await readOnly(db, (tx) =>
    tx.select().from(careers).where(atStage(careers, stage)),
  );
  return { benefits: row?.benefits ?? [], culture: row?.culture ?? [] };
}

/** The published site bar, as set (whether it shows now is `isSiteBarShowing`'s call, lib/site-bar.ts). */
export type SiteBar = {
  text: string;
  linkUrl: string | null;
  enabled: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
};

/** The published site bar, or null when none was ever published. */
export async function readPublishedSiteBar(
  db: Database,
  stage: Stage = "published",
): Promise<SiteBar | null> {
  const [row] = await readOnly(db, (tx) =>
    tx.select().from(siteBar).where(atStage(siteBar, stage)),
  );
  if (!row) return null;
  const { text, linkUrl, enabled, startsAt, endsAt } = row;
  return { text, linkUrl, enabled, startsAt, endsAt };
}

/** The published site notice; `noticeVersion` tells visitors who saw an older one apart. */
export type SiteNotice = { title: string; body: string; enabled: boolean; noticeVersion: number };

/** The published site notice, or null when none was ever published. */
export async function readPublishedSiteNotice(
  db: Database,
  stage: Stage = "published",
): Promise<SiteNotice | null> {
  const [row] = await readOnly(db, (tx) =>
    tx.select().from(siteNotice).where(atStage(siteNotice, stage)),
  );
  if (!row) return null;
  const { title, body, enabled, noticeVersion } = row;
  return { title, body, enabled, noticeVersion };
}
