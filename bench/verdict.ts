// The bench's pure rules, with no bench-only imports, so the app's Jest can test them
// (tests/unit/bench/): the CPU calibration, the noisy verdict, points lost, the styled floor's
// HTML and the applied-throttling budgets.

/** What a mid-range phone scores on Lighthouse's benchmark: the machine ÷ slowdown aims here. */
export const PHONE_BENCHMARK_INDEX = 1000;

/**
 * The CPU slowdown that brings this machine down to a mid-range phone: its `benchmarkIndex` ÷
 * 1000, to one decimal, clamped to 1–4× (below 1 would speed the page up; above 4, Chromium's
 * throttling itself gets coarse).
 */
export function cpuMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return 4;
  const rounded = Math.round((benchmarkIndex / PHONE_BENCHMARK_INDEX) * 10) / 10;
  return Math.min(4, Math.max(1, rounded));
}

export type Medians = { lcpMs: number; tbtMs: number };
export type NoiseLimits = { lcpMs: number; tbtMs: number };

export type Trust = {
  noisy: boolean;
  lcpGapMs: number;
  tbtGapMs: number;
  /** One sentence for the report's first lines. */
  reason: string;
};

/**
 * The bare page measured first and last in every round: if the two medians of that one page part
 * by more than the limits, chance in this run is as large as the budgets' margins, and the run is
 * not judged.
 */
export function trustVerdict(bare: Medians, control: Medians, limits: NoiseLimits): Trust {
  const lcpGapMs = Math.round(control.lcpMs - bare.lcpMs);
  const tbtGapMs = Math.round(control.tbtMs - bare.tbtMs);
  const noisy = Math.abs(lcpGapMs) > limits.lcpMs || Math.abs(tbtGapMs) > limits.tbtMs;
  const gaps = `the control came out ${signedMs(lcpGapMs)} LCP and ${signedMs(tbtGapMs)} TBT from the bare page (limits ±${limits.lcpMs} ms and ±${limits.tbtMs} ms)`;
  return {
    noisy,
    lcpGapMs,
    tbtGapMs,
    reason: noisy ? `NOISY, not judged: ${gaps}` : `trusted: ${gaps}`,
  };
}

function signedMs(value: number): string {
  return `${value > 0 ? "+" : ""}${value} ms`;
}

export type AuditRef = { id: string; weight: number };

/**
 * Points of the performance score each weighted metric lost: (1 − score) × weight, out of the
 * category's 100 points, largest first; metrics that lost nothing are left out.
 */
export function pointsLost(
  auditRefs: AuditRef[],
  scores: Record<string, number | null | undefined>,
): { id: string; points: number }[] {
  const total = auditRefs.reduce((sum, ref) => sum + ref.weight, 0) || 1;
  return auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({
      id: ref.id,
      points: Math.round((1 - (scores[ref.id] ?? 0)) * ((ref.weight / total) * 100) * 10) / 10,
    }))
    .filter((entry) => entry.points > 0)
    .sort((a, b) => b.points - a.points);
}

/**
 * A page's prerendered HTML with every script removed: `<script>` elements (inline and external)
 * and the links that preload or modulepreload scripts. What stays is the markup and its CSS.
 */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<script\b[^>]*\/>/gi, "")
    .replace(/<link\b(?=[^>]*\brel=["']?modulepreload\b)[^>]*>/gi, "")
    .replace(/<link\b(?=[^>]*\brel=["']?preload\b)(?=[^>]*\bas=["']?script\b)[^>]*>/gi, "");
}

export type AppliedBudgets = {
  /** Public pages and /login. */
  publicLcpOverStyledFloorMs: number;
  publicLcpOverBareMs: number;
  publicTbtOverBareMs: number;
  /** /portal and the content tool page. */
  signedInLcpMs: number;
  signedInTbtOverBareMs: number;
  inpMs: number;
  cls: number;
};

export type Check = { budget: string; measured: string; limit: string; pass: boolean };

type PageMedians = Medians & { path: string; cls: number; signedIn: boolean; floorLcpMs?: number };

/** The applied-throttling budgets for one page, against the bare page of the same run. */
export function appliedChecks(page: PageMedians, bare: Medians, b: AppliedBudgets): Check[] {
  const checks: Check[] = [];
  const atMost = (budget: string, measured: number, limit: number, unit: string) =>
    checks.push({
      budget: `applied ${page.path} ${budget}`,
      measured: `${Math.round(measured * 1000) / 1000}${unit}`,
      limit: `≤ ${Math.round(limit * 1000) / 1000}${unit}`,
      pass: measured <= limit,
    });
  const lcp = Math.round(page.lcpMs);
  const tbt = Math.round(page.tbtMs);
  if (page.signedIn) {
    atMost("LCP", lcp, b.signedInLcpMs, " ms");
    atMost(
      `TBT (bare + ${b.signedInTbtOverBareMs})`,
      tbt,
      Math.round(bare.tbtMs + b.signedInTbtOverBareMs),
      " ms",
    );
  } else {
    if (page.floorLcpMs === undefined) throw new Error(`no styled floor for ${page.path}`);
    atMost(
      `LCP (styled floor + ${b.publicLcpOverStyledFloorMs})`,
      lcp,
      Math.round(page.floorLcpMs + b.publicLcpOverStyledFloorMs),
      " ms",
    );
    atMost(
      `LCP (bare + ${b.publicLcpOverBareMs})`,
      lcp,
      Math.round(bare.lcpMs + b.publicLcpOverBareMs),
      " ms",
    );
    atMost(
      `TBT (bare + ${b.publicTbtOverBareMs})`,
      tbt,
      Math.round(bare.tbtMs + b.publicTbtOverBareMs),
      " ms",
    );
  }
  atMost("CLS", Number(page.cls.toFixed(3)), b.cls, "");
  return checks;
}

/** An Event Timing entry as the page's observer keeps it: `interactionId` 0 for no interaction. */
export type EventEntry = { interactionId: number; duration: number };

/**
 * The latency of the worst interaction among `entries`: an interaction's latency is the longest
 * of its events (INP's definition); 0 when none reached the observer's 16 ms threshold.
 */
export function interactionMs(entries: EventEntry[]): number {
  const longest = new Map<number, number>();
  for (const { interactionId, duration } of entries) {
    if (interactionId > 0)
      longest.set(interactionId, Math.max(longest.get(interactionId) ?? 0, duration));
  }
  return Math.round(Math.max(0, ...longest.values()));
}

/** Exit code of a run: 3 noisy (not judged), 1 a budget missed, 0 all met. */
export function exitCode(trust: { noisy: boolean }, checks: { pass: boolean }[]): number {
  if (trust.noisy) return 3;
  return checks.every((check) => check.pass) ? 0 : 1;
}
