import "server-only";
import { unstable_cache } from "next/cache";
import { processTable } from "@/lib/process-table";
import { nextSiteBarChange } from "@/lib/site-bar";
import { contentKinds, type EditableKind, type ItemPageKind } from "@/lib/editor/kinds";
import { getDatabase, type Database } from "./client";
import type { PublishedItem } from "./item-table";
import { readPublished } from "./published";
import type { Stage } from "./schema";

/** `T` as the page cache keeps it, and so as the public pages get it: its times as ISO strings. */
type Cached<T> = {
  [P in keyof T]: T[P] extends Date ? string : T[P] extends Date | null ? string | null : T[P];
};

/** An item of `kind` as the public pages get it. */
export type SiteItem<K extends EditableKind> = K extends EditableKind
  ? Cached<PublishedItem<K>>
  : never;

/** Whether a page shows the drafts to staff (`isStaffPreview`) or the published site to all. */
export type Audience = { isPreview: boolean };

// The last value each read returned in this process: served when the database stops answering.
// Keyed by the kind alone, never by anything a visitor sends, so it holds one entry a kind.
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

/** `item` with its times as ISO strings, as the cache would keep them. */
function cacheable<T extends object>(item: T): Cached<T> {
  const entries = Object.entries(item).map(([name, value]) => [
    name,
    value instanceof Date ? value.toISOString() : value,
  ]);
  return Object.fromEntries(entries) as Cached<T>;
}

const readItems = async <K extends EditableKind>(db: Database, kind: K, stage: Stage) =>
  (await readPublished(db, kind, stage)).map((item) => cacheable(item) as SiteItem<K>);

// unstable_cache keeps the pages static (no cacheComponents switch for the whole app) and tags
// each page with what it read; its entries survive `next start` restarts in .next/cache. A read
// takes no arguments, so no request can add an entry to that cache or to `lastGood`.
const cachedReads = Object.fromEntries(
  (Object.keys(contentKinds) as EditableKind[]).map((kind) => [
    kind,
    unstable_cache(() => readOrKeep(kind, (db) => readItems(db, kind, "published")), [kind], {
      tags: [...contentKinds[kind].tags],
    }),
  ]),
) as { [K in EditableKind]: () => Promise<SiteItem<K>[]> };

/**
 * The published items of `kind` in the site's order, cached and tagged with the kind's tags (a
 * publish revalidates them); the drafts, uncached, when the page shows them to staff.
 */
export function getPublished<K extends EditableKind>(
  kind: K,
  { isPreview }: Audience,
): Promise<SiteItem<K>[]> {
  if (isPreview) return readItems(getDatabase(), kind, "draft");
  return cachedReads[kind]();
}

/**
 * The item of `kind` with this slug, or null: looked up in the cached list. Null too when the
 * database is down and this process has no list of the kind yet: a 404 beats a 500.
 */
export async function getItem<K extends ItemPageKind>(
  kind: K,
  slug: string,
  audience: Audience,
): Promise<SiteItem<K> | null> {
  try {
    const items = await getPublished(kind, audience);
    return items.find((item) => item.slug === slug) ?? null;
  } catch {
    return null;
  }
}

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
 * The site bar, or null before its first publish. The page that reads it renders again at the
 * bar's next start or end, so a scheduled bar is in no page before its time.
 */
export async function getSiteBar(audience: Audience): Promise<SiteItem<"siteBar"> | null> {
  const [bar = null] = await getPublished("siteBar", audience);
  await renderAgainBy(nextSiteBarChange(bar, new Date()));
  return bar;
}

/** What `/contact` shows: the form when `open`, else the closed form under `closedNotice` if any. */
export type ContactFormSwitch = Pick<SiteItem<"contactForm">, "open" | "closedNotice">;

/** The contact form's published switch; closed before its first publish. */
export async function getContactForm(audience: Audience): Promise<ContactFormSwitch> {
  const [form] = await getPublished("contactForm", audience);
  return { open: form?.open ?? false, closedNotice: form?.closedNotice ?? "" };
}
