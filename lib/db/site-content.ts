import "server-only";
import { unstable_cache } from "next/cache";
import { draftMode } from "next/headers";
import { getCurrentUser } from "@/lib/auth/current-user";
import { processTable } from "@/lib/process-table";
import { nextSiteBarChange } from "@/lib/site-bar";
import type { SiteBar } from "@/content/types";
import { contentKinds, type ValuesOf } from "@/lib/editor/kinds";
import { getDatabase, type Database } from "./client";
import {
  readPublishedAnnouncements,
  readPublishedCareersLists,
  readPublishedJobs,
  readPublishedSiteBar,
  readPublishedSiteNotice,
  readPublishedVentures,
} from "./published";
import type { Stage } from "./schema";

// The last value each read returned in this process: served when the database stops answering.
// Keyed by the read's name alone, never by anything a visitor sends, so it holds one entry a read.
const lastGood = processTable<{ value: unknown }>("site-content-last-good", 16);

async function readOrKeep<T>(key: string, read: (db: Database) => Promise<T>): Promise<T> {
  try {
    const value = await read(getDatabase());
    lastGood.set(key, { value });
    return value;
  } catch (error) {
    const kept = lastGood.get(key);
    if (kept) return kept.value as T;
    throw error;
  }
}

/**
 * Whether this request previews the drafts: draft mode is on (only /portal/preview turns it on,
 * for verified staff) and the user is still staff, since the cookie outlives a sign-out. False
 * outside a request.
 */
async function isStaffPreview(): Promise<boolean> {
  try {
    if (!(await draftMode()).isEnabled) return false;
  } catch {
    return false;
  }
  return (await getCurrentUser()) !== null;
}

// unstable_cache keeps the pages static (no cacheComponents switch for the whole app) and tags
// each page with what it read; its entries survive `next start` restarts in .next/cache. A read
// takes no arguments, so no request can add an entry to that cache or to `lastGood`.
function cached<T>(
  name: string,
  read: (db: Database, stage: Stage) => Promise<T>,
  tags: readonly string[],
): () => Promise<T> {
  return async () => {
    if (await isStaffPreview()) return read(getDatabase(), "draft");
    return unstable_cache(() => readOrKeep(name, (db) => read(db, "published")), [name], {
      tags: [...tags],
    })();
  };
}

// An item's page asked for while the database is down and this process has no list of the kind
// yet: a 404 beats a 500.
function nullWhenUnavailable<T>(read: () => Promise<T | null>): Promise<T | null> {
  return read().catch(() => null);
}

/** The published ventures in their order (cached; tag `ventures`). */
export const getVentures = cached("ventures", readPublishedVentures, contentKinds.ventures.tags);

/** The published announcements, newest first (cached; tag `announcements`). */
export const getAnnouncements = cached(
  "announcements",
  readPublishedAnnouncements,
  contentKinds.announcements.tags,
);

/** The kinds whose items each have a public page. */
export type ItemPageKind = "ventures" | "announcements";

const itemPages: {
  [K in ItemPageKind]: { list: () => Promise<ValuesOf<K>[]>; path: (item: ValuesOf<K>) => string };
} = {
  ventures: { list: getVentures, path: contentKinds.ventures.publicPath },
  announcements: { list: getAnnouncements, path: contentKinds.announcements.publicPath },
};

/** The published item of `kind` with this slug, or null: looked up in the cached list. */
export const getPublishedItem = <K extends ItemPageKind>(
  kind: K,
  slug: string,
): Promise<ValuesOf<K> | null> =>
  nullWhenUnavailable(
    async () => (await itemPages[kind].list()).find((item) => item.slug === slug) ?? null,
  );

/** The path of the public page of `item`, an item of `kind`. */
export const itemPagePath = <K extends ItemPageKind>(kind: K, item: ValuesOf<K>): string =>
  itemPages[kind].path(item);

/** The careers page's published jobs and lists (cached; tag `careers`). */
export const getCareers = cached(
  "careers",
  async (db, stage) => ({
    jobs: await readPublishedJobs(db, stage),
    ...(await readPublishedCareersLists(db, stage)),
  }),
  [...new Set([...contentKinds.jobs.tags, ...contentKinds.careers.tags])],
);

/** The site bar as the public pages get it: times as ISO strings, which the cache keeps intact. */
export type PublicSiteBar = Omit<SiteBar, "startsAt" | "endsAt"> & {
  startsAt: string | null;
  endsAt: string | null;
};

const readSiteBar = cached(
  "site-bar",
  async (db, stage): Promise<PublicSiteBar | null> => {
    const bar = await readPublishedSiteBar(db, stage);
    if (!bar) return null;
    const { startsAt, endsAt } = bar;
    return {
      ...bar,
      startsAt: startsAt?.toISOString() ?? null,
      endsAt: endsAt?.toISOString() ?? null,
    };
  },
  contentKinds.siteBar.tags,
);

/**
 * Makes the static page being rendered render again by `at`: unstable_cache's `revalidate` lowers
 * the revalidation time of the page that calls it (next/dist/server/web/spec-extension/unstable-cache.js).
 */
async function renderAgainBy(at: Date | null): Promise<void> {
  if (!at) return;
  const seconds = Math.max(1, Math.ceil((at.getTime() - Date.now()) / 1000));
  await unstable_cache(async () => null, ["render-again-by"], { revalidate: seconds })();
}

/**
 * The published site bar, or null (cached; tag `site-bar`). The page that reads it renders again
 * at the bar's next start or end, so a scheduled bar is in no page before its time.
 */
export async function getSiteBar(): Promise<PublicSiteBar | null> {
  const bar = await readSiteBar();
  await renderAgainBy(nextSiteBarChange(bar, new Date()));
  return bar;
}

/** The published site notice, or null (cached; tag `site-notice`). */
export const getSiteNotice = cached(
  "site-notice",
  readPublishedSiteNotice,
  contentKinds.siteNotice.tags,
);
