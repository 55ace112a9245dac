// `npm run bench`: builds (or reuses) the site, starts it with the local auth service, measures
// speed and weight, stops everything and writes bench/results/latest.{md,json}. Exit code 1 when a
// budget is missed. Never part of `npm test` or CI.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { measureAuthCalls } from "./auth-calls";
import { measureAuthService, AUTH_LOAD } from "./auth-service";
import { bareDir, buildBareNext, ensureSiteBuild } from "./build";
import { measureHeaders } from "./headers";
import { measureLighthouse, type LighthouseRow } from "./lighthouse";
import { LOAD_SETTINGS, measureLoad, type LoadRow } from "./load";
import { measureMatrixRain } from "./matrix-rain";
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
  lighthouseMobilePublic: {
    performance: number;
    accessibility: number;
    bestPractices: number;
    seo: number;
    cls: number;
    tbtMs: number;
    lcpMs: number;
  };
  lighthouseMobileSignIn: { paths: string[]; performance: number; accessibility: number };
  homeJavaScriptKiB: number;
  homeShareOfBareNextRequestsPerSecond: number;
  portalP50TimesAboutP50: number;
  authCallsPerSignedInView: number;
  loadErrors: number;
};

/** Lighthouse runs per page: three each, the median reported (env overrides for quick looks). */
const LIGHTHOUSE_RUNS = {
  mobile: Number(process.env.BENCH_MOBILE_RUNS ?? 3),
  desktop: Number(process.env.BENCH_DESKTOP_RUNS ?? 3),
};

const startedAt = Date.now();
const log = (line: string) =>
  console.log(`[bench ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(4)} s] ${line}`);

function checkBudgets(
  budgets: Budgets,
  lighthouse: LighthouseRow[],
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
  const pub = budgets.lighthouseMobilePublic;
  for (const row of mobile.filter((r) => r.kind === "public")) {
    const m = row.median;
    atLeast(`mobile ${row.path} performance`, m.performance, pub.performance);
    atLeast(`mobile ${row.path} accessibility`, m.accessibility, pub.accessibility);
    atLeast(`mobile ${row.path} best practices`, m.bestPractices, pub.bestPractices);
    atLeast(`mobile ${row.path} SEO`, m.seo, pub.seo);
    atMost(`mobile ${row.path} CLS`, Number(m.cls.toFixed(3)), pub.cls);
    atMost(`mobile ${row.path} TBT`, Math.round(m.tbtMs), pub.tbtMs, " ms");
    atMost(`mobile ${row.path} LCP`, Math.round(m.lcpMs), pub.lcpMs, " ms");
  }
  const signInBudget = budgets.lighthouseMobileSignIn;
  for (const row of mobile.filter((r) => signInBudget.paths.includes(r.path))) {
    atLeast(`mobile ${row.path} performance`, row.median.performance, signInBudget.performance);
    atLeast(
      `mobile ${row.path} accessibility`,
      row.median.accessibility,
      signInBudget.accessibility,
    );
  }
  const home = mobile.find((row) => row.path === "/");
  atMost(
    "JavaScript on / (compressed)",
    Number(((home?.median.jsBytes ?? 0) / 1024).toFixed(1)),
    budgets.homeJavaScriptKiB,
    " KiB",
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
  const about = rps("site /about");
  const ratio = (portal?.p50 ?? 0) / (about?.p50 || 1);
  atMost("/portal p50 ÷ /about p50", Number(ratio.toFixed(2)), budgets.portalP50TimesAboutP50);
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
      readFileSync(path.join(root, "node_modules", "lighthouse", "package.json"), "utf8"),
    ) as { version: string }
  ).version;

  log("building the site (or reusing a fresh build) and the bare Next page");
  const build = await ensureSiteBuild();
  await buildBareNext();
  log(`site build ${build}; starting the auth service, the counting proxy and the servers`);

  const keys = await startAuthStack();
  const counter = await startAuthCounter(keys.url);
  await startNext("site", root, ports.app, {
    SUPABASE_URL: counter.url,
    // Tokens name the service itself as issuer, not the counting proxy in front of it.
    SUPABASE_JWT_ISSUER: `${keys.url}/auth/v1`,
    SUPABASE_PUBLISHABLE_KEY: keys.publishableKey,
    SUPABASE_SECRET_KEY: keys.secretKey,
  });
  await startNext("bare Next", bareDir, ports.bare);
  await startStaticServer();

  const browser = await launchBrowser();
  track("playwright chromium", () => browser.close());
  const staff = await createStaff(keys);
  const cookie = await signIn(browser, staff);
  log("signed in; counting auth-service calls per /portal view");
  const authCalls = await measureAuthCalls(counter, cookie);

  log("server load (autocannon)");
  const load = await measureLoad(cookie);

  log("matrix rain");
  const matrixRain = await measureMatrixRain(browser);

  log(
    `lighthouse: ${LIGHTHOUSE_RUNS.mobile} mobile and ${LIGHTHOUSE_RUNS.desktop} desktop runs per page`,
  );
  const lighthouse = await measureLighthouse(cookie, LIGHTHOUSE_RUNS, log);

  log("local auth service");
  const authService = await measureAuthService(keys, staff);

  log("security headers and the MDN HTTP Observatory");
  const headers = await measureHeaders(cookie);

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
      `Site build ${build}. Load: autocannon, ${LOAD_SETTINGS.connections} connections, ${LOAD_SETTINGS.durationSeconds} s per target after a ${LOAD_SETTINGS.warmupSeconds} s warm-up, client and servers sharing the machine; compare ratios within one run.`,
      `Lighthouse ${lighthouseVersion} (13.x needs Node 22.19): ${LIGHTHOUSE_RUNS.mobile} mobile and ${LIGHTHOUSE_RUNS.desktop} desktop runs per page, median of each figure; /portal with the session cookie as an extra header.`,
      `Auth service: default lifetimes (3600 s access tokens), rate limits raised for the bench (every request comes from 127.0.0.1); ${AUTH_LOAD.connections} concurrent clients for ${AUTH_LOAD.durationSeconds} s. The app reaches it through a counting proxy.`,
    ],
    budgets: checkBudgets(
      budgets,
      lighthouse,
      load,
      authCalls.steadyPerView,
      authService.reduce((sum, row) => sum + row.errors, 0),
    ),
    lighthouse,
    load,
    authCalls,
    matrixRain,
    authService,
    headers: headers.rows,
    observatory: headers.observatory,
  };
  console.log(`\n${writeReport(results)}`);
  const missed = results.budgets.filter((b) => !b.pass);
  log(`${missed.length} budget(s) missed; report in bench/results/latest.md and latest.json`);
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
