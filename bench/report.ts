import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { AuthCallsResult } from "./auth-calls";
import type { AuthServiceRow } from "./auth-service";
import type { HeaderRow, ObservatoryRow } from "./headers";
import { HTTPS_ONLY_TESTS } from "./headers";
import { pageLabel, type LighthouseRow } from "./lighthouse";
import type { LoadRow } from "./load";
import type { MatrixRainResult } from "./matrix-rain";
import type { PageBytes } from "./page-bytes";
import type { PortalProfile } from "./portal-profile";
import { root } from "./servers";

export type BudgetCheck = { budget: string; measured: string; limit: string; pass: boolean };

export type BenchResults = {
  startedAt: string;
  durationSeconds: number;
  machine: Record<string, string | number>;
  notes: string[];
  budgets: BudgetCheck[];
  lighthouse: LighthouseRow[];
  homeBytes: PageBytes;
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

function floorOf(rows: LighthouseRow[], preset: string): LighthouseRow["median"] {
  const floor = rows.find((row) => row.kind === "floor" && row.preset === preset);
  if (!floor) throw new Error(`no ${preset} run of the bare Next page`);
  return floor.median;
}
const ms = (value: number) => Math.round(value).toString();

/** The bare page against itself on mobile: how far apart two identical pages came this run. */
function noiseLine(rows: LighthouseRow[]): string {
  const control = rows.find((row) => row.kind === "control" && row.preset === "mobile")?.median;
  if (!control) return "";
  const floor = floorOf(rows, "mobile");
  return `Noise in this run: the bare page measured again in the same rounds (mobile) came out at perf ${signed(control.performance - floor.performance)}, LCP ${signed(Math.round(control.lcpMs - floor.lcpMs))} ms and TBT ${signed(Math.round(control.tbtMs - floor.tbtMs))} ms from the floor: one sample of chance, so a site page's gap no larger than that says nothing about the page.`;
}

function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}

/** The report as Markdown: budgets first, then every figure measured. */
export function toMarkdown(r: BenchResults): string {
  const missed = r.budgets.filter((b) => !b.pass).length;
  const parts = [
    `# Bench ${r.startedAt}`,
    Object.entries(r.machine)
      .map(([key, value]) => `${key}: ${value}`)
      .join(" · ") + ` · took ${Math.round(r.durationSeconds)} s`,
    r.notes.map((note) => `- ${note}`).join("\n"),
    `## Budgets (${missed === 0 ? "all met" : `${missed} missed`})`,
    table(
      ["budget", "measured", "limit", ""],
      r.budgets.map((b) => [b.budget, b.measured, b.limit, b.pass ? "ok" : "**MISSED**"]),
    ),
    noiseLine(r.lighthouse),
    "## Lighthouse (median of the runs; bytes transferred, KiB; gap = the page minus the bare Next 16 page of the same run and preset)",
    table(
      [
        "preset",
        "page",
        "runs",
        "perf",
        "gap",
        "a11y",
        "best pr.",
        "SEO",
        "LCP ms",
        "gap",
        "TBT ms",
        "gap",
        "CLS",
        "JS",
        "CSS",
        "fonts",
        "HTML",
      ],
      r.lighthouse.map((row) => {
        const { preset, runs, median: m } = row;
        const floor = floorOf(r.lighthouse, preset);
        return [
          preset,
          pageLabel(row),
          runs,
          m.performance,
          signed(m.performance - floor.performance),
          m.accessibility,
          m.bestPractices,
          m.seo,
          ms(m.lcpMs),
          signed(Math.round(m.lcpMs - floor.lcpMs)),
          ms(m.tbtMs),
          signed(Math.round(m.tbtMs - floor.tbtMs)),
          m.cls.toFixed(3),
          kib(m.jsBytes),
          kib(m.cssBytes),
          kib(m.fontBytes),
          kib(m.htmlBytes),
        ];
      }),
    ),
    "## What the slowest run of each page spent its time on (mobile; observed trace times)",
    table(
      [
        "page",
        "perf",
        "main-thread work",
        "three longest main-thread tasks",
        "LCP element",
        "LCP waited for",
        "finished before the LCP (in its model)",
      ],
      r.lighthouse
        .filter((row) => row.preset === "mobile")
        .map((row) => [
          pageLabel(row),
          row.slowest.performance,
          row.slowest.work
            .slice(0, 4)
            .map((group) => `${escape(group.group)} ${group.ms} ms`)
            .join("<br>"),
          row.slowest.tasks.map((task) => `${task.ms} ms ${escape(task.what)}`).join("<br>"),
          escape(row.slowest.lcp.element),
          [
            ...row.slowest.lcp.subparts.map((part) => `${part.label} ${part.ms} ms`),
            ...row.slowest.lcp.renderBlocking.map((url) => `render-blocking ${url}`),
          ]
            .map(escape)
            .join("<br>"),
          row.slowest.lcp.finishedBeforeLcp
            .map((entry) => `${entry.type} ×${entry.count}, ${entry.kib} KiB`)
            .join("<br>") || "none",
        ]),
    ),
    `Traces: ${r.lighthouse.map((row) => row.slowest.trace).join(", ")} (open in Chrome DevTools' Performance panel).`,
    `\`/\` weighs ${r.homeBytes.htmlBytes} B of HTML and ${r.homeBytes.rscBytes} B of RSC payload (uncompressed).`,
    "Audits below full marks in any run: " +
      (r.lighthouse
        .filter((row) => row.failedAudits.length > 0)
        .map((row) => `${row.preset} ${pageLabel(row)}: ${row.failedAudits.join(", ")}`)
        .join("; ") || "none"),
    "Runs that did not end on the page asked for: " +
      (r.lighthouse
        .filter((row) => row.redirectedTo.length > 0)
        .map((row) => `${row.preset} ${pageLabel(row)} → ${row.redirectedTo.join(", ")}`)
        .join("; ") || "none"),
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

/**
 * Writes the report to `bench/results/latest.md` and `latest.json` (git-ignored), and with
 * `asBaseline` also to the tracked `bench/baseline.md` and `baseline.json`; returns the Markdown.
 */
export function writeReport(
  results: BenchResults,
  { asBaseline }: { asBaseline: boolean },
): string {
  const markdown = toMarkdown(results);
  const json = `${JSON.stringify(results, null, 2)}\n`;
  const resultsDir = path.join(root, "bench", "results");
  mkdirSync(resultsDir, { recursive: true });
  const stems = [path.join(resultsDir, "latest")];
  if (asBaseline) stems.push(path.join(root, "bench", "baseline"));
  for (const stem of stems) {
    writeFileSync(`${stem}.md`, markdown);
    writeFileSync(`${stem}.json`, json);
  }
  return markdown;
}
