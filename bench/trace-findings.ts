import type { Result } from "lighthouse";

export type LongTask = {
  /** Observed duration in the trace (the run's real CPU, before Lighthouse's throttling model). */
  ms: number;
  /** The heaviest piece of work inside the task: script URL and function where the trace has them. */
  what: string;
};

export type LcpFindings = {
  /** The LCP element as Lighthouse labels it (selector and text). */
  element: string;
  /** What the LCP waited for, by subpart (time to first byte, load delay, render delay…), ms. */
  subparts: { label: string; ms: number }[];
  /** Requests that blocked the first render (CSS, fonts, scripts). */
  renderBlocking: string[];
  /**
   * Requests that had finished when the LCP was painted in the observed run, by resource type:
   * Lighthouse's simulation counts every one of them (and their main-thread work) in the LCP.
   */
  finishedBeforeLcp: { type: string; count: number; kib: number }[];
};

export type WorkGroup = { group: string; ms: number };

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: Record<string, unknown> };
};

/** Work inside a task that the trace can put a name on. */
const NAMED_WORK = new Set([
  "FunctionCall",
  "EvaluateScript",
  "v8.compile",
  "v8.compileModule",
  "TimerFire",
  "EventDispatch",
  "FireAnimationFrame",
  "ParseHTML",
  "ParseAuthorStyleSheet",
  "Layout",
  "UpdateLayoutTree",
  "Paint",
  "RunMicrotasks",
]);

function shortUrl(url: string): string {
  try {
    const { pathname } = new URL(url);
    return pathname.length > 60 ? `…${pathname.slice(-59)}` : pathname;
  } catch {
    return url;
  }
}

function describe(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  const fn = typeof data.functionName === "string" && data.functionName ? data.functionName : "";
  const url = typeof data.url === "string" && data.url ? shortUrl(data.url) : "";
  const type = typeof data.type === "string" ? ` ${data.type}` : "";
  return [`${event.name}${type}`, fn && `${fn}()`, url].filter(Boolean).join(" ");
}

/** The renderer main thread of the page Lighthouse loaded: the busiest CrRendererMain. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } | undefined {
  const busy = new Map<string, number>();
  const names = new Map<string, string>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.ph === "M" && event.name === "thread_name") names.set(key, event.args?.name ?? "");
    if (event.name === "RunTask" && event.dur) busy.set(key, (busy.get(key) ?? 0) + event.dur);
  }
  const [best] = [...busy]
    .filter(([key]) => names.get(key) === "CrRendererMain")
    .sort((a, b) => b[1] - a[1]);
  if (!best) return undefined;
  const [pid, tid] = best[0].split(":").map(Number);
  return pid === undefined || tid === undefined ? undefined : { pid, tid };
}

/** The three longest main-thread tasks of a trace, each named by the heaviest work inside it. */
export function longestTasks(traceEvents: unknown[], count = 3): LongTask[] {
  const events = traceEvents as TraceEvent[];
  const thread = mainThread(events);
  if (!thread) return [];
  const own = events.filter(
    (e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === "X" && e.dur,
  );
  const tasks = own
    .filter((e) => e.name === "RunTask")
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, count);
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = own
      .filter((e) => NAMED_WORK.has(e.name) && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0));
    // The outermost named event covers the task; a named child with a URL says more.
    const withUrl = inside.find((e) => typeof e.args?.data?.url === "string" && e.args.data.url);
    const heaviest = withUrl ?? inside[0];
    return {
      ms: Math.round((task.dur ?? 0) / 1000),
      what: heaviest ? describe(heaviest) : "unattributed (browser work)",
    };
  });
}

type Details = { type?: string; items?: unknown[] };

/** What the largest contentful paint was and what it waited for, from Lighthouse's insights. */
export function lcpFindings(result: Result): LcpFindings {
  const breakdown = result.audits["lcp-breakdown-insight"]?.details as Details | undefined;
  let element = "unknown";
  const subparts: LcpFindings["subparts"] = [];
  for (const item of breakdown?.items ?? []) {
    const part = item as Details & { nodeLabel?: string; selector?: string };
    if (part.type === "node") element = `${part.selector ?? ""} "${part.nodeLabel ?? ""}"`.trim();
    if (part.type === "table") {
      for (const row of (part.items ?? []) as { label?: string; duration?: number }[]) {
        subparts.push({ label: row.label ?? "?", ms: Math.round(row.duration ?? 0) });
      }
    }
  }
  const blocking = result.audits["render-blocking-insight"]?.details as Details | undefined;
  const renderBlocking = ((blocking?.items ?? []) as { url?: string; wastedMs?: number }[]).map(
    (row) => `${shortUrl(row.url ?? "?")} (${Math.round(row.wastedMs ?? 0)} ms)`,
  );
  return { element, subparts, renderBlocking, finishedBeforeLcp: finishedBeforeLcp(result) };
}

function finishedBeforeLcp(result: Result): LcpFindings["finishedBeforeLcp"] {
  const metrics = (result.audits.metrics?.details as Details | undefined)?.items?.[0] as
    { observedLargestContentfulPaintTs?: number } | undefined;
  const requests = result.audits["network-requests"]?.details as
    (Details & { debugData?: { networkStartTimeTs?: number } }) | undefined;
  const lcpTs = metrics?.observedLargestContentfulPaintTs;
  const startTs = requests?.debugData?.networkStartTimeTs;
  if (lcpTs === undefined || startTs === undefined) return [];
  const byType = new Map<string, { count: number; bytes: number }>();
  for (const row of (requests?.items ?? []) as {
    networkEndTime?: number;
    transferSize?: number;
    resourceType?: string;
  }[]) {
    if (row.networkEndTime === undefined || startTs + row.networkEndTime * 1000 > lcpTs) continue;
    const type = row.resourceType ?? "Other";
    const entry = byType.get(type) ?? { count: 0, bytes: 0 };
    byType.set(type, { count: entry.count + 1, bytes: entry.bytes + (row.transferSize ?? 0) });
  }
  return [...byType].map(([type, { count, bytes }]) => ({
    type,
    count,
    kib: Math.round(bytes / 102.4) / 10,
  }));
}

/** Main-thread work by kind (script, style and layout, parsing…), largest first, as Lighthouse sums it. */
export function workBreakdown(result: Result): WorkGroup[] {
  const details = result.audits["mainthread-work-breakdown"]?.details as Details | undefined;
  return ((details?.items ?? []) as { groupLabel?: string; duration?: number }[])
    .map((row) => ({ group: row.groupLabel ?? "?", ms: Math.round(row.duration ?? 0) }))
    .sort((a, b) => b.ms - a.ms);
}
