import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config, Flags, Result } from "lighthouse";
import { chromiumArgs, chromiumPath } from "../scripts/chromium-path.mjs";
import { clearBrowserCookies, setBrowserCookies, type BrowserCookie } from "./browser-cookies";
import { appUrl, bareUrl, floorUrl, root, track } from "./servers";
import {
  lcpFindings,
  longestTasks,
  workBreakdown,
  type LcpFindings,
  type LongTask,
  type WorkGroup,
} from "./trace-findings";
import { cpuMultiplier, pointsLost } from "./verdict";

/**
 * `applied`: Lighthouse applies Slow 4G and the calibrated CPU slowdown while the page loads and
 * reports what it observed; the budgets judge this pass. `simulated`: Lighthouse's default mobile
 * run, which loads the page unthrottled and models a slow phone from the trace; a second view.
 */
export type Pass = "applied" | "simulated";

/**
 * `bare` is the bare Next 16 page: what the framework alone costs on this machine, this run.
 * `control` is the same page measured again last in every round: its gap to `bare` is one sample
 * of what chance gives in this run. `styled-floor` is a site page's own HTML and CSS with every
 * script removed, served from the floor server: what the markup and CSS alone cost.
 */
export type PageKind = "bare" | "control" | "public" | "login" | "portal" | "styled-floor";

type Page = { path: string; kind: PageKind; origin: string };

const BARE_LABEL = "bare Next 16 /";
const CONTROL_LABEL = "bare Next 16 / again (control)";

/** The venture page measured, and the content tool page (signed in). */
const VENTURE_PATH = "/ventures/ledgerline";
export const TOOL_PATH = "/portal/site/ventures";

const SITE_PAGES: Page[] = [
  { path: "/", kind: "public", origin: appUrl },
  { path: "/about", kind: "public", origin: appUrl },
  { path: "/contact", kind: "public", origin: appUrl },
  { path: "/careers", kind: "public", origin: appUrl },
  { path: "/announcements", kind: "public", origin: appUrl },
  { path: VENTURE_PATH, kind: "public", origin: appUrl },
  { path: "/login", kind: "login", origin: appUrl },
  { path: "/portal", kind: "portal", origin: appUrl },
  { path: TOOL_PATH, kind: "portal", origin: appUrl },
];

/** The site's own pages, which the budgets judge; not the bare page, its control or a floor. */
export function isSitePage(page: { kind: PageKind }): boolean {
  return page.kind === "public" || page.kind === "login" || page.kind === "portal";
}

/** Pages with a styled floor: the public ones and /login (the signed-in ones are judged alone). */
function hasStyledFloor(page: { kind: PageKind }): boolean {
  return page.kind === "public" || page.kind === "login";
}

/**
 * The site pages to run: all of them, or those listed in `BENCH_PAGES` (comma-separated paths),
 * for a quick look at a few while working on them.
 */
function sitePages(only = process.env.BENCH_PAGES): Page[] {
  const wanted = only?.split(",").map((entry) => entry.trim());
  if (!wanted?.length) return SITE_PAGES;
  return SITE_PAGES.filter((page) => wanted.includes(page.path));
}

/** The paths the floor server must serve. */
export function styledFloorPaths(): string[] {
  return sitePages()
    .filter(hasStyledFloor)
    .map((page) => page.path);
}

/** One applied round: the bare page, every site page, every styled floor, the bare page again. */
function appliedRound(): Page[] {
  const pages = sitePages();
  return [
    { path: "/", kind: "bare", origin: bareUrl },
    ...pages,
    ...pages.filter(hasStyledFloor).map((page) => ({
      path: page.path,
      kind: "styled-floor" as const,
      origin: floorUrl,
    })),
    { path: "/", kind: "control", origin: bareUrl },
  ];
}

/** How a page is named in the report. */
export function pageLabel(page: { path: string; kind: PageKind }): string {
  if (page.kind === "bare") return BARE_LABEL;
  if (page.kind === "control") return CONTROL_LABEL;
  if (page.kind === "styled-floor") return `${page.path} styled floor`;
  return page.path;
}

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes transferred (compressed), by kind. */
  jsBytes: number;
  cssBytes: number;
  fontBytes: number;
  htmlBytes: number;
};

/** A main-thread task of 50 ms or more that started after the first paint. */
export type LateTask = { startMs: number; ms: number; script: string };

export type LighthouseRow = {
  path: string;
  kind: PageKind;
  pass: Pass;
  runs: number;
  median: LighthouseFigures;
  /** Where each run ended up, when not on the page asked for (a redirect to /login, say). */
  redirectedTo: string[];
  /** Failed audits of any run's categories, for diagnosis. */
  failedAudits: string[];
  /** From the run whose LCP is the median, whose trace is kept on disk. */
  medianRun: {
    performance: number;
    pointsLost: { id: string; points: number }[];
    lateTasks: LateTask[];
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

const numeric = (result: Result, id: string) => result.audits[id]?.numericValue ?? Number.NaN;

function figures(result: Result): LighthouseFigures {
  return {
    performance: score(result, "performance"),
    accessibility: score(result, "accessibility"),
    bestPractices: score(result, "best-practices"),
    seo: score(result, "seo"),
    fcpMs: numeric(result, "first-contentful-paint"),
    lcpMs: numeric(result, "largest-contentful-paint"),
    tbtMs: numeric(result, "total-blocking-time"),
    cls: numeric(result, "cumulative-layout-shift"),
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

/** Short name of a script URL: its last path segment, or the page itself. */
function shortScript(url: string): string {
  if (!url) return "(no script)";
  try {
    const { pathname } = new URL(url);
    return pathname.split("/").filter(Boolean).at(-1) ?? pathname;
  } catch {
    return url.slice(-40);
  }
}

/** The `long-tasks` audit's tasks that started after the first contentful paint. */
function lateTasks(result: Result): LateTask[] {
  const fcp = numeric(result, "first-contentful-paint");
  const details = result.audits["long-tasks"]?.details as
    { items?: { url?: string; startTime?: number; duration?: number }[] } | undefined;
  return (details?.items ?? [])
    .filter((item) => (item.startTime ?? 0) >= fcp)
    .map((item) => ({
      startMs: Math.round(item.startTime ?? 0),
      ms: Math.round(item.duration ?? 0),
      script: shortScript(item.url ?? ""),
    }));
}

function lostPoints(result: Result) {
  const refs = result.categories.performance?.auditRefs ?? [];
  const scores = Object.fromEntries(refs.map((ref) => [ref.id, result.audits[ref.id]?.score]));
  return pointsLost(refs, scores);
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

/**
 * Slow 4G as Lighthouse's mobile preset defines it, applied by DevTools while the page loads,
 * with the CPU slowed by `multiplier`.
 */
function appliedConfig(multiplier: number): Config {
  return {
    extends: "lighthouse:default",
    settings: {
      onlyCategories: ["performance"],
      throttlingMethod: "devtools",
      throttling: {
        rttMs: 150,
        throughputKbps: 1638.4,
        requestLatencyMs: 562.5,
        downloadThroughputKbps: 1474.56,
        uploadThroughputKbps: 675,
        cpuSlowdownMultiplier: multiplier,
      },
    },
  };
}

type Lighthouse = typeof import("lighthouse").default;
type Outcome = { lhr: Result; traceEvents: unknown[] };

/** One run; a failed trace (NO_NAVSTART and kin, now and then on 2 cores) is tried again. */
async function runOnce(
  lighthouse: Lighthouse,
  config: Config | undefined,
  port: number,
  page: Page,
  cookies: BrowserCookie[],
): Promise<Outcome> {
  let lastError = "";
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    // The portal's visitor holds the session in the browser's jar, as after a real sign-in;
    // every other visitor arrives with none.
    if (page.kind === "portal") await setBrowserCookies(port, cookies);
    // The full-page screenshot takes seconds a run and no figure of the report uses it.
    const flags: Flags = {
      port,
      output: "json",
      logLevel: "error",
      disableFullPageScreenshot: true,
    };
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

const TRACE_PREFIX: Record<PageKind, string> = {
  bare: "bare-next",
  control: "bare-next-again",
  public: "site",
  login: "site",
  portal: "site",
  "styled-floor": "floor",
};

function traceFile(pass: Pass, page: Page): string {
  const app = TRACE_PREFIX[page.kind];
  const name = page.path === "/" ? "home" : page.path.slice(1).replaceAll("/", "-");
  return path.join("bench", "results", "traces", `${pass}-${app}-${name}.json`);
}

function toRow(pass: Pass, page: Page, outcomes: Outcome[]): LighthouseRow {
  const lcp = (o: Outcome) => numeric(o.lhr, "largest-contentful-paint");
  const byLcp = [...outcomes].sort((a, b) => lcp(a) - lcp(b));
  const middle = byLcp[Math.floor((byLcp.length - 1) / 2)];
  if (!middle) throw new Error(`no Lighthouse result for ${page.path}`);
  const trace = traceFile(pass, page);
  mkdirSync(path.dirname(path.join(root, trace)), { recursive: true });
  writeFileSync(path.join(root, trace), JSON.stringify({ traceEvents: middle.traceEvents }));
  const results = outcomes.map((o) => o.lhr);
  return {
    path: page.path,
    kind: page.kind,
    pass,
    runs: results.length,
    median: medianFigures(results.map(figures)),
    failedAudits: [...new Set(results.flatMap(failedAudits))],
    redirectedTo: results
      .map((lhr) => new URL(lhr.finalDisplayedUrl).pathname)
      .filter((finalPath) => finalPath !== page.path),
    medianRun: {
      performance: score(middle.lhr, "performance"),
      pointsLost: lostPoints(middle.lhr),
      lateTasks: lateTasks(middle.lhr),
      tasks: longestTasks(middle.traceEvents),
      work: workBreakdown(middle.lhr),
      lcp: lcpFindings(middle.lhr),
      trace,
    },
  };
}

export type Calibration = { benchmarkIndex: number; multiplier: number };

export type LighthouseResult = {
  calibration: Calibration;
  /** benchmarkIndex of every applied run, to show how steady the machine was. */
  benchmarkIndexRange: [number, number];
  rows: LighthouseRow[];
};

/**
 * Lighthouse, reusing one Chromium: a warm-up run of the bare page calibrates the CPU slowdown;
 * then the applied pass in rounds (the bare page, every site page, every styled floor, the bare
 * page again as the control), so a busy moment of the machine weighs on all of them alike; then
 * the simulated pass, one run per page. Medians of each figure; the median run's trace is kept.
 */
export async function measureLighthouse(
  cookies: BrowserCookie[],
  appliedRuns: number,
  onProgress: (line: string) => void,
): Promise<LighthouseResult> {
  const { default: lighthouse } = await import("lighthouse");
  const { launch } = await import("chrome-launcher");
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: chromiumArgs });
  track("lighthouse chromium", async () => {
    chrome.kill();
  });
  const bare: Page = { path: "/", kind: "bare", origin: bareUrl };
  const warmUp = await runOnce(lighthouse, undefined, chrome.port, bare, cookies);
  const benchmarkIndex = Math.round(warmUp.lhr.environment.benchmarkIndex);
  const calibration = { benchmarkIndex, multiplier: cpuMultiplier(benchmarkIndex) };
  onProgress(
    `calibration: benchmarkIndex ${benchmarkIndex} → CPU slowdown ${calibration.multiplier}×`,
  );

  const rows: LighthouseRow[] = [];
  const indexes: number[] = [];
  const round = appliedRound();
  const config = appliedConfig(calibration.multiplier);
  const kept = round.map((): Outcome[] => []);
  for (let run = 0; run < appliedRuns; run++) {
    for (const [index, page] of round.entries()) {
      const outcome = await runOnce(lighthouse, config, chrome.port, page, cookies);
      indexes.push(outcome.lhr.environment.benchmarkIndex);
      kept[index]?.push(outcome);
    }
    onProgress(`lighthouse applied: round ${run + 1} of ${appliedRuns} done`);
  }
  for (const [index, page] of round.entries()) {
    const row = toRow("applied", page, kept[index] ?? []);
    onProgress(
      `applied ${pageLabel(page)}: LCP ${Math.round(row.median.lcpMs)} ms, TBT ${Math.round(row.median.tbtMs)} ms`,
    );
    rows.push(row);
  }

  const simulatedPages = [bare, ...sitePages()];
  if (process.env.BENCH_SIMULATED !== "0") {
    for (const page of simulatedPages) {
      const outcome = await runOnce(lighthouse, undefined, chrome.port, page, cookies);
      rows.push(toRow("simulated", page, [outcome]));
    }
    onProgress("lighthouse simulated: one run per page done");
  }
  return {
    calibration,
    benchmarkIndexRange: [
      Math.round(Math.min(...indexes, benchmarkIndex)),
      Math.round(Math.max(...indexes, benchmarkIndex)),
    ],
    rows,
  };
}
