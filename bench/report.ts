import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { AuthCallsResult } from "./auth-calls";
import type { AuthServiceRow } from "./auth-service";
import type { HeaderRow, ObservatoryRow } from "./headers";
import { HTTPS_ONLY_TESTS } from "./headers";
import type { InteractionRow } from "./interactions";
import { isSitePage, pageLabel, type Calibration, type LighthouseRow } from "./lighthouse";
import type { LoadRow } from "./load";
import type { MatrixRainResult } from "./matrix-rain";
import { NAVIGATION, type TravelBytes } from "./page-bytes";
import type { PortalProfile } from "./portal-profile";
import { root } from "./servers";
import { PHONE_BENCHMARK_INDEX, type Trust } from "./verdict";

export type BudgetCheck = { budget: string; measured: string; limit: string; pass: boolean };

export type BenchResults = {
  startedAt: string;
  durationSeconds: number;
  trust: Trust;
  /** Lighthouse's benchmarkIndex from the warm-up run, the multiplier it gave, every run's range. */
  calibration: Calibration & { range: [number, number] };
  /** One-minute load average at the start and at the end of the run. */
  loadAverage: [number, number];
  machine: Record<string, string | number>;
  notes: string[];
  budgets: BudgetCheck[];
  lighthouse: LighthouseRow[];
  interactions: InteractionRow[];
  bytes: TravelBytes;
  load: LoadRow[];
  portalProfile: PortalProfile;
  authCalls: AuthCallsResult;
  matrixRain: MatrixRainResult;
  authService: AuthServiceRow[];
  headers: HeaderRow[];
  observatory: ObservatoryRow[];
};

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const signed = (value: number) => (value > 0 ? `+${value}` : `${value}`);
const escape = (text: string) => text.replaceAll("|", "\\|");
const ms = (value: number) => Math.round(value).toString();
const gap = (value: number, base: number | undefined) =>
  base === undefined ? "" : signed(Math.round(value - base));

function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}

/** The report's first lines: whether the run can be trusted, and what it was measured on. */
function trustLines(r: BenchResults): string {
  const missed = r.budgets.filter((b) => !b.pass).length;
  const verdict = r.trust.noisy
    ? `**NOISY RUN, NOT JUDGED** (${missed} budget(s) would be missed)`
    : `**Trusted run**: ${missed === 0 ? "every budget met" : `${missed} budget(s) MISSED`}`;
  const { benchmarkIndex, multiplier, range } = r.calibration;
  return [
    verdict,
    "",
    `- Control: ${r.trust.reason}.`,
    `- Load average (1 min): ${r.loadAverage[0].toFixed(2)} at the start, ${r.loadAverage[1].toFixed(2)} at the end, on ${r.machine.cpus} CPUs.`,
    `- Lighthouse benchmarkIndex ${benchmarkIndex} (every applied run: ${range[0]}–${range[1]}) → CPU slowdown **${multiplier}×** (index ÷ ${PHONE_BENCHMARK_INDEX}, a mid-range phone; clamped to 1–4×).`,
  ].join("\n");
}

function appliedTable(rows: LighthouseRow[]): string {
  const applied = rows.filter((row) => row.pass === "applied");
  const bare = applied.find((row) => row.kind === "bare")?.median;
  const floorOf = (pagePath: string) =>
    applied.find((row) => row.kind === "styled-floor" && row.path === pagePath)?.median;
  return table(
    [
      "page",
      "runs",
      "FCP ms",
      "LCP ms",
      "vs bare",
      "vs styled floor",
      "TBT ms",
      "vs bare",
      "CLS",
      "perf",
      "points lost (median run)",
      "JS",
      "CSS",
      "fonts",
      "HTML",
    ],
    applied.map((row) => {
      const m = row.median;
      const floor = floorOf(row.path);
      return [
        pageLabel(row),
        row.runs,
        ms(m.fcpMs),
        ms(m.lcpMs),
        row.kind === "bare" ? "" : gap(m.lcpMs, bare?.lcpMs),
        isSitePage(row) ? gap(m.lcpMs, floor?.lcpMs) : "",
        ms(m.tbtMs),
        row.kind === "bare" ? "" : gap(m.tbtMs, bare?.tbtMs),
        m.cls.toFixed(3),
        m.performance,
        row.medianRun.pointsLost.map((p) => `${p.id.replace(/-/g, " ")} ${p.points}`).join("<br>"),
        kib(m.jsBytes),
        kib(m.cssBytes),
        kib(m.fontBytes),
        kib(m.htmlBytes),
      ];
    }),
  );
}

function lateTaskTable(rows: LighthouseRow[]): string {
  return table(
    ["page", "tasks of 50 ms or more after FCP: start ms · duration ms · script"],
    rows
      .filter((row) => row.pass === "applied")
      .map((row) => [
        pageLabel(row),
        row.medianRun.lateTasks
          .map((task) => `${task.startMs} · ${task.ms} · ${escape(task.script)}`)
          .join("<br>") || "none",
      ]),
  );
}

function interactionTable(rows: InteractionRow[]): string {
  if (rows.length === 0) return "Not measured in this run (BENCH_INTERACTIONS=0).";
  return table(
    ["interaction", "page", "worst ms", "each run ms"],
    rows.map((row) => [
      escape(row.name),
      `\`${row.path}\``,
      row.worstMs || "< 16",
      row.runsMs.map((value) => value || "< 16").join(", "),
    ]),
  );
}

function simulatedTable(rows: LighthouseRow[]): string {
  const simulated = rows.filter((row) => row.pass === "simulated");
  if (simulated.length === 0) return "Not run (BENCH_SIMULATED=0).";
  const bare = simulated.find((row) => row.kind === "bare")?.median;
  return table(
    [
      "page",
      "perf",
      "vs bare",
      "a11y",
      "best pr.",
      "SEO",
      "LCP ms",
      "vs bare",
      "TBT ms",
      "vs bare",
      "points lost",
    ],
    simulated.map((row) => {
      const m = row.median;
      return [
        pageLabel(row),
        m.performance,
        row.kind === "bare" ? "" : gap(m.performance, bare?.performance),
        m.accessibility,
        m.bestPractices,
        m.seo,
        ms(m.lcpMs),
        row.kind === "bare" ? "" : gap(m.lcpMs, bare?.lcpMs),
        ms(m.tbtMs),
        row.kind === "bare" ? "" : gap(m.tbtMs, bare?.tbtMs),
        row.medianRun.pointsLost.map((p) => `${p.id.replace(/-/g, " ")} ${p.points}`).join("<br>"),
      ];
    }),
  );
}

/** The report as Markdown: the trust lines and the budgets first, then every figure measured. */
export function toMarkdown(r: BenchResults): string {
  const parts = [
    `# Bench ${r.startedAt}`,
    trustLines(r),
    Object.entries(r.machine)
      .map(([key, value]) => `${key}: ${value}`)
      .join(" · ") + ` · took ${Math.round(r.durationSeconds)} s`,
    r.notes.map((note) => `- ${note}`).join("\n"),
    "## Budgets",
    table(
      ["budget", "measured", "limit", ""],
      r.budgets.map((b) => [b.budget, b.measured, b.limit, b.pass ? "ok" : "**MISSED**"]),
    ),
    "## Applied throttling: what the budgets judge (median of the runs; bytes transferred, KiB; gaps in ms)",
    appliedTable(r.lighthouse),
    "## Long tasks after first paint (applied throttling, the median-LCP run of each page)",
    lateTaskTable(r.lighthouse),
    "## Interactions (INP: the worst of the repetitions)",
    interactionTable(r.interactions),
    "## Simulated throttling: a second view, not a judge (Lighthouse's default mobile run)",
    simulatedTable(r.lighthouse),
    "## Where the median-LCP run of each page spent its time (observed trace times)",
    table(
      [
        "pass",
        "page",
        "perf",
        "main-thread work",
        "three longest main-thread tasks",
        "LCP element",
        "LCP waited for",
        "finished before the LCP",
      ],
      r.lighthouse.map((row) => [
        row.pass,
        pageLabel(row),
        row.medianRun.performance,
        row.medianRun.work
          .slice(0, 4)
          .map((group) => `${escape(group.group)} ${group.ms} ms`)
          .join("<br>"),
        row.medianRun.tasks.map((task) => `${task.ms} ms ${escape(task.what)}`).join("<br>"),
        escape(row.medianRun.lcp.element),
        [
          ...row.medianRun.lcp.subparts.map((part) => `${part.label} ${part.ms} ms`),
          ...row.medianRun.lcp.renderBlocking.map((url) => `render-blocking ${url}`),
        ]
          .map(escape)
          .join("<br>"),
        row.medianRun.lcp.finishedBeforeLcp
          .map((entry) => `${entry.type} ×${entry.count}, ${entry.kib} KiB`)
          .join("<br>") || "none",
      ]),
    ),
    `Traces: ${r.lighthouse.map((row) => row.medianRun.trace).join(", ")} (open in Chrome DevTools' Performance panel).`,
    "Audits below full marks in any run: " +
      (r.lighthouse
        .filter((row) => isJudgedOrSimulated(row) && row.failedAudits.length > 0)
        .map((row) => `${row.pass} ${pageLabel(row)}: ${row.failedAudits.join(", ")}`)
        .join("; ") || "none"),
    "Runs that did not end on the page asked for: " +
      (r.lighthouse
        .filter((row) => row.redirectedTo.length > 0)
        .map((row) => `${row.pass} ${pageLabel(row)} → ${row.redirectedTo.join(", ")}`)
        .join("; ") || "none"),
    "## Bytes as they travel",
    table(
      ["what", "bytes"],
      [
        ...r.bytes.documents.map((d) => [`${d.path} HTML (${d.encoding})`, d.bytes]),
        ["/ first load, until the network is idle", r.bytes.homeFirstLoadBytes],
        [`RSC of a navigation ${NAVIGATION.from} → ${NAVIGATION.to}`, r.bytes.navigationRscBytes],
      ],
    ),
    "## Server load (autocannon; latency ms)",
    table(
      ["target", "req/s", "p50", "p99", "errors", "of ceiling"],
      r.load.map((row) => [
        row.name,
        Math.round(row.requestsPerSecond),
        row.p50,
        row.p99,
        row.errors,
        `${(row.ofCeiling * 100).toFixed(1)} %`,
      ]),
    ),
    "## Where a signed-in `/portal` view spends the server's CPU",
    `V8's sampling profiler on a second \`next start\` of the same build under the same load; ${r.portalProfile.sampledMs} ms sampled, shares of the samples' own time.`,
    table(
      ["where the code comes from", "share"],
      r.portalProfile.byOrigin.map((row) => [escape(row.where), `${row.percent} %`]),
    ),
    table(
      ["busiest functions", "share"],
      r.portalProfile.topFunctions.map((row) => [escape(row.where), `${row.percent} %`]),
    ),
    "## Auth-service calls per signed-in `/portal` view",
    table(
      ["when", "calls"],
      [
        ["app start through the sign-in", JSON.stringify(r.authCalls.duringSignIn)],
        ["first view after sign-in", r.authCalls.firstView],
        [`steady state, per view over ${r.authCalls.views}`, r.authCalls.steadyPerView.toFixed(2)],
        ["steady state, by path", JSON.stringify(r.authCalls.steadyByPath)],
      ],
    ),
    "## Matrix rain (home page, 1280×800)",
    table(
      ["figure", "value"],
      [
        [
          `frames drawn in ${r.matrixRain.visibleSeconds} s visible`,
          `${r.matrixRain.framesDrawn} (${r.matrixRain.framesPerSecond.toFixed(1)}/s)`,
        ],
        [
          "main-thread task time per drawn frame",
          `${r.matrixRain.mainThreadMsPerFrame.toFixed(2)} ms`,
        ],
        ["script time per drawn frame", `${r.matrixRain.scriptMsPerFrame.toFixed(2)} ms`],
        [
          "main thread busy while visible",
          `${(r.matrixRain.mainThreadBusyShare * 100).toFixed(1)} %`,
        ],
        [
          `frames drawn in ${r.matrixRain.hiddenSeconds} s hidden (visibilityState ${r.matrixRain.hiddenVisibilityState})`,
          r.matrixRain.framesDrawnHidden,
        ],
        [
          `frames drawn in ${r.matrixRain.offScreenSeconds} s with the hero off-screen`,
          r.matrixRain.framesDrawnOffScreen,
        ],
      ],
    ),
    "## Local auth service",
    table(
      ["operation", "req/s", "p50 ms", "p99 ms", "errors"],
      r.authService.map((row) => [
        row.name,
        row.requestsPerSecond.toFixed(1),
        ms(row.p50),
        ms(row.p99),
        row.errors,
      ]),
    ),
    "## Security headers per response type",
    table(
      ["type", "path", "status", "headers"],
      r.headers.map((row) => [
        row.type,
        `\`${row.path}\``,
        row.status,
        Object.entries(row.headers)
          .map(([name, value]) => `**${name}**: \`${value.replaceAll("|", "\\|")}\``)
          .join("<br>"),
      ]),
    ),
    `## MDN HTTP Observatory (tests ${HTTPS_ONLY_TESTS.join(" and ")} need HTTPS: plain-HTTP localhost cannot pass them)`,
    table(
      ["test", ...r.observatory.map((row) => `\`${row.path}\` (${row.grade}, ${row.score})`)],
      (r.observatory[0]?.tests ?? []).map((test, index) => [
        test.test,
        ...r.observatory.map((row) => {
          const t = row.tests[index];
          return t ? `${t.pass ? "pass" : "fail"} ${t.result} (${t.scoreModifier})` : "";
        }),
      ]),
    ),
  ];
  return `${parts.filter(Boolean).join("\n\n")}\n`;
}

/** The site's pages of either pass, not the bare page, its control or a floor. */
function isJudgedOrSimulated(row: LighthouseRow): boolean {
  return row.kind === "public" || row.kind === "login" || row.kind === "portal";
}

/**
 * Writes the report to `bench/results/latest.md` (tracked: the last run's report, committed when
 * it is a trusted run worth keeping) and `latest.json`; returns the Markdown.
 */
export function writeReport(results: BenchResults): string {
  const markdown = toMarkdown(results);
  const resultsDir = path.join(root, "bench", "results");
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, "latest.md"), markdown);
  writeFileSync(path.join(resultsDir, "latest.json"), `${JSON.stringify(results, null, 2)}\n`);
  return markdown;
}
