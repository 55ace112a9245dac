// `npm run bench`: builds (or reuses) the site, starts it with the local auth service, measures
// speed and weight, stops everything and writes bench/results/latest.{md,json}; with `--baseline`
// also the tracked bench/baseline.{md,json}. Exit code 1 when a budget is missed. Never part of
// `npm test` or CI.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { measureAuthCalls } from "./auth-calls";
import { measureAuthService, AUTH_LOAD } from "./auth-service";
import { bareDir, buildBareNext, ensureSiteBuild } from "./build";
import { measureHeaders } from "./headers";
import { isSitePage, measureLighthouse, type LighthouseRow } from "./lighthouse";
import { LOAD_SETTINGS, measureLoad, type LoadRow } from "./load";
import { measureMatrixRain } from "./matrix-rain";
import { measurePageBytes, type PageBytes } from "./page-bytes";
import { profilePortal } from "./portal-profile";
import { measurePublishToVisible, publishToVisibleBudget } from "./publish-to-visible";
import { writeReport, type BenchResults, type BudgetCheck } from "./report";
import {
  ports,
  root,
  startAuthCounter,
  startAuthStack,
  startNext,
  startStaticServer,
  stopAll,
  track,
} from "./servers";
import { createStaff, launchBrowser, signIn } from "./session";
import { chromiumPath } from "../scripts/chromium-path.mjs";

type Budgets = {
  lighthouseMobileGapToFloor: { performance: number; lcpMs: number; tbtMs: number; cls: number };
  lighthouseMobilePublic: { accessibility: number; bestPractices: number; seo: number };
  lighthouseMobileSignIn: { paths: string[]; accessibility: number };
  homeJavaScriptKiB: number;
  homeDocumentBytes: { baselineBytes: number; maxShareOfBaseline: number };
  homeShareOfBareNextRequestsPerSecond: number;
  portalRequestsPerSecond: number;
  portalP50Ms: number;
  authCallsPerSignedInView: number;
  loadErrors: number;
};

/** Lighthouse runs per page: three each, the median reported (env overrides for quick looks). */
const LIGHTHOUSE_RUNS = {
  mobile: Number(process.env.BENCH_MOBILE_RUNS ?? 3),
  desktop: Number(process.env.BENCH_DESKTOP_RUNS ?? 3),
};

/** `--baseline` also writes the report as the tracked baseline; any other argument is refused. */
function readOptions(): { asBaseline: boolean } {
  try {
    const { values } = parseArgs({ options: { baseline: { type: "boolean", default: false } } });
    return { asBaseline: values.baseline };
  } catch (error) {
    console.error(`${String(error)}\nusage: npm run bench [-- --baseline]`);
    process.exit(2);
  }
}

const options = readOptions();
const startedAt = Date.now();
const log = (line: string) =>
  console.log(`[bench ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(4)} s] ${line}`);

function checkBudgets(
  budgets: Budgets,
  lighthouse: LighthouseRow[],
  homeBytes: PageBytes,
  load: LoadRow[],
  authCallsPerView: number,
  authServiceErrors: number,
): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const atLeast = (budget: string, measured: number, limit: number, unit = "") =>
    checks.push({
      budget,
      measured: `${measured}${unit}`,
      limit: `≥ ${limit}${unit}`,
      pass: measured >= limit,
    });
  const atMost = (budget: string, measured: number, limit: number, unit = "") =>
    checks.push({
      budget,
      measured: `${measured}${unit}`,
      limit: `≤ ${limit}${unit}`,
      pass: measured <= limit,
    });

  const mobile = lighthouse.filter((row) => row.preset === "mobile");
  const floor = mobile.find((row) => row.kind === "floor")?.median;
  if (!floor) throw new Error("no Lighthouse run of the bare Next page");
  const gap = budgets.lighthouseMobileGapToFloor;
  for (const { path: page, median: m } of mobile.filter(isSitePage)) {
    atLeast(`mobile ${page} performance`, m.performance, floor.performance + gap.performance);
    atMost(`mobile ${page} LCP`, Math.round(m.lcpMs), Math.round(floor.lcpMs + gap.lcpMs), " ms");
    atMost(`mobile ${page} TBT`, Math.round(m.tbtMs), Math.round(floor.tbtMs + gap.tbtMs), " ms");
    atMost(`mobile ${page} CLS`, Number(m.cls.toFixed(3)), gap.cls);
  }
  const pub = budgets.lighthouseMobilePublic;
  for (const { path: page, median: m } of mobile.filter((r) => r.kind === "public")) {
    atLeast(`mobile ${page} accessibility`, m.accessibility, pub.accessibility);
    atLeast(`mobile ${page} best practices`, m.bestPractices, pub.bestPractices);
    atLeast(`mobile ${page} SEO`, m.seo, pub.seo);
  }
  const signIn = budgets.lighthouseMobileSignIn;
  for (const row of mobile.filter((r) => isSitePage(r) && signIn.paths.includes(r.path))) {
    atLeast(`mobile ${row.path} accessibility`, row.median.accessibility, signIn.accessibility);
  }
  const home = mobile.find((row) => row.kind === "public" && row.path === "/");
  atMost(
    "JavaScript on / (compressed)",
    Number(((home?.median.jsBytes ?? 0) / 1024).toFixed(1)),
    budgets.homeJavaScriptKiB,
    " KiB",
  );
  const documentBudget = budgets.homeDocumentBytes;
  atMost(
    "/ HTML + RSC payload (uncompressed)",
    homeBytes.htmlBytes + homeBytes.rscBytes,
    Math.round(documentBudget.baselineBytes * documentBudget.maxShareOfBaseline),
    " B",
  );

  const rps = (name: string) => load.find((row) => row.name === name);
  const site = rps("site /");
  const bare = rps("bare Next 16 /");
  const share = (site?.requestsPerSecond ?? 0) / (bare?.requestsPerSecond || 1);
  atLeast(
    "site / req/s ÷ bare Next 16 / req/s",
    Number(share.toFixed(3)),
    budgets.homeShareOfBareNextRequestsPerSecond,
  );
  const portal = rps("site /portal (signed in)");
  atLeast(
    "/portal signed in, req/s",
    Math.round(portal?.requestsPerSecond ?? 0),
    budgets.portalRequestsPerSecond,
  );
  atMost("/portal signed in, p50", portal?.p50 ?? Infinity, budgets.portalP50Ms, " ms");
  atMost(
    "auth-service calls per signed-in view (valid token)",
    authCallsPerView,
    budgets.authCallsPerSignedInView,
  );
  for (const row of load) atMost(`errors: ${row.name}`, row.errors, budgets.loadErrors);
  atMost("errors: auth service runs", authServiceErrors, budgets.loadErrors);
  return checks;
}

function chromiumVersion(): string {
  try {
    return execFileSync(chromiumPath() ?? "chromium", ["--version"], { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

async function main(): Promise<number> {
  // Other work on the machine skews every figure: the report says how busy it was.
  const loadAtStart = os.loadavg()[0] ?? 0;
  const budgets = JSON.parse(
    readFileSync(path.join(root, "bench", "budgets.json"), "utf8"),
  ) as Budgets;
  const lighthouseVersion = (
    JSON.parse(
      readFileSync(path.join(root, "bench", "node_modules", "lighthouse", "package.json"), "utf8"),
    ) as { version: string }
  ).version;

  log("starting the auth service and its database, which the site's build reads");
  const keys = await startAuthStack();
  log("building the site (or reusing a fresh build) and the bare Next page");
  const build = await ensureSiteBuild({ DATABASE_URL: keys.databaseUrl });
  await buildBareNext();
  log(`site build ${build}; starting the counting proxy and the servers`);

  const counter = await startAuthCounter(keys.url);
  const siteEnv = {
    SUPABASE_URL: counter.url,
    // Tokens name the service itself as issuer, not the counting proxy in front of it.
    SUPABASE_JWT_ISSUER: `${keys.url}/auth/v1`,
    SUPABASE_PUBLISHABLE_KEY: keys.publishableKey,
    SUPABASE_SECRET_KEY: keys.secretKey,
    DATABASE_URL: keys.databaseUrl,
  };
  await startNext("site", root, ports.app, siteEnv);
  await startNext("bare Next", bareDir, ports.bare);
  await startStaticServer();

  const browser = await launchBrowser();
  track("playwright chromium", () => browser.close());
  const staff = await createStaff(keys);
  const session = await signIn(browser, staff);
  log("signed in; counting auth-service calls per /portal view");
  const authCalls = await measureAuthCalls(counter, session.header);
  const homeBytes = await measurePageBytes("/");

  log("server load (autocannon)");
  const load = await measureLoad(session.header);
  log("profiling the server through signed-in /portal views");
  const portalProfile = await profilePortal(siteEnv, session.header);

  log("matrix rain");
  const matrixRain = await measureMatrixRain(browser);

  log(
    `lighthouse: ${LIGHTHOUSE_RUNS.mobile} mobile and ${LIGHTHOUSE_RUNS.desktop} desktop runs per page`,
  );
  const lighthouse = await measureLighthouse(session.cookies, LIGHTHOUSE_RUNS, log);

  log("local auth service");
  const authService = await measureAuthService(keys, staff);

  log("security headers and the MDN HTTP Observatory");
  const headers = await measureHeaders(session.header);

  log("publish to visible");
  const publishToVisible = await measurePublishToVisible(browser, session.cookies);

  const results: BenchResults = {
    startedAt: new Date(startedAt).toISOString(),
    durationSeconds: (Date.now() - startedAt) / 1000,
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model ?? "unknown",
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      chromium: chromiumVersion(),
      lighthouse: lighthouseVersion,
      "load average at start / end": `${loadAtStart.toFixed(2)} / ${(os.loadavg()[0] ?? 0).toFixed(2)}`,
    },
    notes: [
      `Site build ${build}. Load: autocannon, ${LOAD_SETTINGS.connections} connections, each target warmed up for ${LOAD_SETTINGS.warmupSeconds} s; the static pages then in ${LOAD_SETTINGS.rounds} rounds of ${LOAD_SETTINGS.roundSeconds} s over all of them in turn (p50 and p99: the median round's), /login and /portal in one ${LOAD_SETTINGS.blockSeconds} s block each; client and servers share the machine, so compare ratios within one run.`,
      `Lighthouse ${lighthouseVersion}: ${LIGHTHOUSE_RUNS.mobile} mobile and ${LIGHTHOUSE_RUNS.desktop} desktop runs per page, runs interleaved with the bare Next 16 page's (the floor every Lighthouse budget is a gap to) and, last in each round, the same bare page again as a control (its gap to the floor is one sample of this run's noise), median of each figure; /portal with the session cookies in the browser's jar. Traces of each page's slowest run are in bench/results/traces/.`,
      `Auth service: default lifetimes (3600 s access tokens), rate limits raised for the bench (every request comes from 127.0.0.1); ${AUTH_LOAD.connections} concurrent clients for ${AUTH_LOAD.durationSeconds} s. The app reaches it through a counting proxy.`,
    ],
    budgets: [
      ...checkBudgets(
        budgets,
        lighthouse,
        homeBytes,
        load,
        authCalls.steadyPerView,
        authService.reduce((sum, row) => sum + row.errors, 0),
      ),
      publishToVisibleBudget(publishToVisible),
    ],
    lighthouse,
    homeBytes,
    load,
    portalProfile,
    authCalls,
    matrixRain,
    authService,
    headers: headers.rows,
    observatory: headers.observatory,
  };
  console.log(`\n${writeReport(results, options)}`);
  const missed = results.budgets.filter((b) => !b.pass);
  const written = options.asBaseline
    ? "bench/results/latest.{md,json} and bench/baseline.{md,json}"
    : "bench/results/latest.md and latest.json";
  log(`${missed.length} budget(s) missed; report in ${written}`);
  return missed.length === 0 ? 0 : 1;
}

let exitCode = 2;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void stopAll().then(() => process.exit(130)));
}
main()
  .then((code) => {
    exitCode = code;
  })
  .catch((error: unknown) => {
    console.error("bench failed:", error);
  })
  .finally(async () => {
    await stopAll();
    log("everything stopped");
    process.exit(exitCode);
  });
