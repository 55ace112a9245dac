import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Flags, Result } from "lighthouse";
import { chromiumArgs, chromiumPath } from "../scripts/chromium-path.mjs";
import { clearBrowserCookies, setBrowserCookies, type BrowserCookie } from "./browser-cookies";
import { appUrl, bareUrl, root, track } from "./servers";
import {
  lcpFindings,
  longestTasks,
  workBreakdown,
  type LcpFindings,
  type LongTask,
  type WorkGroup,
} from "./trace-findings";

export type Preset = "mobile" | "desktop";
/**
 * `floor` is the bare Next 16 page: what the framework alone costs on this machine, this run.
 * `control` is the same page measured again in the same rounds: its gap to the floor is one
 * sample of what chance gives in this run.
 */
export type PageKind = "floor" | "control" | "public" | "login" | "portal";

type Page = { path: string; kind: PageKind; origin: string };

export const FLOOR_LABEL = "bare Next 16 /";
const CONTROL_LABEL = "bare Next 16 / again (control)";

const ALL_PAGES: Page[] = [
  { path: "/", kind: "floor", origin: bareUrl },
  { path: "/", kind: "public", origin: appUrl },
  { path: "/about", kind: "public", origin: appUrl },
  { path: "/contact", kind: "public", origin: appUrl },
  { path: "/careers", kind: "public", origin: appUrl },
  { path: "/announcements", kind: "public", origin: appUrl },
  { path: "/ventures/ledgerline", kind: "public", origin: appUrl },
  { path: "/login", kind: "login", origin: appUrl },
  { path: "/portal", kind: "portal", origin: appUrl },
  { path: "/", kind: "control", origin: bareUrl },
];

/** The site's own pages, which the budgets judge; not the floor or its control. */
export function isSitePage(page: { kind: PageKind }): boolean {
  return page.kind !== "floor" && page.kind !== "control";
}

/**
 * The pages to run: all of them, or the floor, its control and those listed in `BENCH_PAGES`
 * (comma-separated paths), for a quick look at a few while working on them.
 */
export function lighthousePages(only = process.env.BENCH_PAGES): Page[] {
  const wanted = only?.split(",").map((entry) => entry.trim());
  if (!wanted?.length) return ALL_PAGES;
  return ALL_PAGES.filter((page) => !isSitePage(page) || wanted.includes(page.path));
}

/** How a page is named in the report. */
export function pageLabel(page: { path: string; kind: PageKind }): string {
  if (page.kind === "floor") return FLOOR_LABEL;
  return page.kind === "control" ? CONTROL_LABEL : page.path;
}

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes transferred (compressed), by kind. */
  jsBytes: number;
  cssBytes: number;
  fontBytes: number;
  htmlBytes: number;
};

export type LighthouseRow = {
  path: string;
  kind: PageKind;
  preset: Preset;
  runs: number;
  median: LighthouseFigures;
  /** Where each run ended up, when not on the page asked for (a redirect to /login, say). */
  redirectedTo: string[];
  /** Failed audits of the median-scoring run's categories below 100, for diagnosis. */
  failedAudits: string[];
  /** From the slowest run (lowest score, then latest LCP), whose trace is kept on disk. */
  slowest: {
    performance: number;
    tasks: LongTask[];
    work: WorkGroup[];
    lcp: LcpFindings;
    trace: string;
  };
};

function score(result: Result, id: string): number {
  return Math.round((result.categories[id]?.score ?? 0) * 100);
}

function transfer(result: Result, type: string): number {
  const details = result.audits["resource-summary"]?.details as
    { items?: { resourceType: string; transferSize: number }[] } | undefined;
  return details?.items?.find((item) => item.resourceType === type)?.transferSize ?? 0;
}

function figures(result: Result): LighthouseFigures {
  const numeric = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score(result, "performance"),
    accessibility: score(result, "accessibility"),
    bestPractices: score(result, "best-practices"),
    seo: score(result, "seo"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsBytes: transfer(result, "script"),
    cssBytes: transfer(result, "stylesheet"),
    fontBytes: transfer(result, "font"),
    htmlBytes: transfer(result, "document"),
  };
}

function failedAudits(result: Result): string[] {
  const failed = new Set<string>();
  for (const category of Object.values(result.categories)) {
    for (const ref of category.auditRefs) {
      const audit = result.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failed.add(ref.id);
    }
  }
  return [...failed];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function medianFigures(all: LighthouseFigures[]): LighthouseFigures {
  const keys = Object.keys(all[0] ?? {}) as (keyof LighthouseFigures)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(all.map((f) => f[key]))]),
  ) as LighthouseFigures;
}

/** One run; a failed trace (NO_NAVSTART and kin, now and then on 2 cores) is tried again. */
async function runOnce(
  lighthouse: typeof import("lighthouse").default,
  config: typeof import("lighthouse").desktopConfig | undefined,
  port: number,
  page: Page,
  cookies: BrowserCookie[],
): Promise<{ lhr: Result; traceEvents: unknown[] }> {
  let lastError = "";
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    // The portal's visitor holds the session in the browser's jar, as after a real sign-in;
    // every other visitor arrives with none.
    if (page.kind === "portal") await setBrowserCookies(port, cookies);
    const flags: Flags = { port, output: "json", logLevel: "error" };
    const runner = await lighthouse(`${page.origin}${page.path}`, flags, config).finally(() =>
      page.kind === "portal" ? clearBrowserCookies(port) : undefined,
    );
    if (runner && !runner.lhr.runtimeError) {
      return { lhr: runner.lhr, traceEvents: runner.artifacts.Trace?.traceEvents ?? [] };
    }
    lastError = runner?.lhr.runtimeError?.message ?? "no result";
  }
  throw new Error(`Lighthouse ${page.origin}${page.path}, ${MAX_ATTEMPTS} attempts: ${lastError}`);
}

const MAX_ATTEMPTS = 3;

type Kept = { results: Result[]; slowest?: { lhr: Result; traceEvents: unknown[] } };

function isSlower(a: Result, b: Result): boolean {
  const perf = (r: Result) => r.categories.performance?.score ?? 0;
  const lcp = (r: Result) => r.audits["largest-contentful-paint"]?.numericValue ?? 0;
  return perf(a) < perf(b) || (perf(a) === perf(b) && lcp(a) > lcp(b));
}

const TRACE_PREFIX: Record<PageKind, string> = {
  floor: "bare-next",
  control: "bare-next-again",
  public: "site",
  login: "site",
  portal: "site",
};

function traceFile(preset: Preset, page: Page): string {
  const app = TRACE_PREFIX[page.kind];
  const name = page.path === "/" ? "home" : page.path.slice(1).replaceAll("/", "-");
  return path.join("bench", "results", "traces", `${preset}-${app}-${name}.json`);
}

function toRow(preset: Preset, page: Page, kept: Kept): LighthouseRow {
  const { results, slowest } = kept;
  if (!slowest) throw new Error(`no Lighthouse result for ${page.path}`);
  const trace = traceFile(preset, page);
  mkdirSync(path.dirname(path.join(root, trace)), { recursive: true });
  writeFileSync(path.join(root, trace), JSON.stringify({ traceEvents: slowest.traceEvents }));
  return {
    path: page.path,
    kind: page.kind,
    preset,
    runs: results.length,
    median: medianFigures(results.map(figures)),
    failedAudits: [...new Set(results.flatMap(failedAudits))],
    redirectedTo: results
      .map((lhr) => new URL(lhr.finalDisplayedUrl).pathname)
      .filter((finalPath) => finalPath !== page.path),
    slowest: {
      performance: score(slowest.lhr, "performance"),
      tasks: longestTasks(slowest.traceEvents),
      work: workBreakdown(slowest.lhr),
      lcp: lcpFindings(slowest.lhr),
      trace,
    },
  };
}

/**
 * Lighthouse over the bare Next page and every site page with both presets, reusing one Chromium.
 * Runs are interleaved (run 1 of every page, then run 2…), so a busy moment of the machine
 * weighs on the floor and the site alike; the median of each figure is reported, and the slowest
 * run's trace is kept with its findings.
 */
export async function measureLighthouse(
  cookies: BrowserCookie[],
  runsByPreset: Record<Preset, number>,
  onProgress: (line: string) => void,
): Promise<LighthouseRow[]> {
  const { default: lighthouse, desktopConfig } = await import("lighthouse");
  const { launch } = await import("chrome-launcher");
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: chromiumArgs });
  track("lighthouse chromium", async () => {
    chrome.kill();
  });
  const rows: LighthouseRow[] = [];
  const pages = lighthousePages();
  for (const preset of ["mobile", "desktop"] as const) {
    if (runsByPreset[preset] === 0) continue;
    const config = preset === "desktop" ? desktopConfig : undefined;
    const kept = pages.map((): Kept => ({ results: [] }));
    for (let run = 0; run < runsByPreset[preset]; run++) {
      for (const [index, page] of pages.entries()) {
        const entry = kept[index] as Kept;
        const outcome = await runOnce(lighthouse, config, chrome.port, page, cookies);
        entry.results.push(outcome.lhr);
        if (!entry.slowest || isSlower(outcome.lhr, entry.slowest.lhr)) entry.slowest = outcome;
      }
      onProgress(`lighthouse ${preset}: run ${run + 1} of ${runsByPreset[preset]} done`);
    }
    for (const [index, page] of pages.entries()) {
      const row = toRow(preset, page, kept[index] as Kept);
      onProgress(
        `lighthouse ${preset} ${pageLabel(page)}: perf ${row.median.performance}, LCP ${Math.round(row.median.lcpMs)} ms, TBT ${Math.round(row.median.tbtMs)} ms`,
      );
      rows.push(row);
    }
  }
  return rows;
}
