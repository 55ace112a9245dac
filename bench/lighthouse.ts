import type { Flags, Result } from "lighthouse";
import { chromiumArgs, chromiumPath } from "../scripts/chromium-path.mjs";
import { appUrl, track } from "./servers";

export type Preset = "mobile" | "desktop";
export type PageKind = "public" | "login" | "portal";

export const LIGHTHOUSE_PAGES: { path: string; kind: PageKind }[] = [
  { path: "/", kind: "public" },
  { path: "/about", kind: "public" },
  { path: "/contact", kind: "public" },
  { path: "/careers", kind: "public" },
  { path: "/announcements", kind: "public" },
  { path: "/ventures/ledgerline", kind: "public" },
  { path: "/login", kind: "login" },
  { path: "/portal", kind: "portal" },
];

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

type LighthouseModule = typeof import("lighthouse");

/** One run; a failed trace (NO_NAVSTART and kin, now and then on 2 cores) is tried again. */
async function runOnce(
  lighthouse: LighthouseModule["default"],
  desktopConfig: LighthouseModule["desktopConfig"],
  port: number,
  page: { path: string; kind: PageKind },
  preset: Preset,
  cookie: string,
): Promise<Result> {
  let lastError = "";
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const flags: Flags = { port, output: "json", logLevel: "error" };
    if (page.kind === "portal") flags.extraHeaders = { Cookie: cookie };
    const config = preset === "desktop" ? desktopConfig : undefined;
    const runner = await lighthouse(`${appUrl}${page.path}`, flags, config);
    if (runner && !runner.lhr.runtimeError) return runner.lhr;
    lastError = runner?.lhr.runtimeError?.message ?? "no result";
  }
  throw new Error(`Lighthouse ${preset} ${page.path}, ${MAX_ATTEMPTS} attempts: ${lastError}`);
}

const MAX_ATTEMPTS = 3;

/**
 * Lighthouse over every page with both presets, reusing one Chromium for all runs; the median of
 * each figure over the runs is reported.
 */
export async function measureLighthouse(
  cookie: string,
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
  for (const preset of ["mobile", "desktop"] as const) {
    for (const page of LIGHTHOUSE_PAGES) {
      const results: Result[] = [];
      for (let run = 0; run < runsByPreset[preset]; run++) {
        results.push(await runOnce(lighthouse, desktopConfig, chrome.port, page, preset, cookie));
      }
      const all = results.map(figures);
      const row: LighthouseRow = {
        path: page.path,
        kind: page.kind,
        preset,
        runs: results.length,
        median: medianFigures(all),
        failedAudits: [...new Set(results.flatMap(failedAudits))],
        redirectedTo: results
          .map((lhr) => new URL(lhr.finalDisplayedUrl).pathname)
          .filter((finalPath) => finalPath !== page.path),
      };
      onProgress(
        `lighthouse ${preset} ${page.path}: perf ${row.median.performance}, LCP ${Math.round(row.median.lcpMs)} ms`,
      );
      rows.push(row);
    }
  }
  return rows;
}
