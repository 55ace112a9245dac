import autocannon from "autocannon";
import { median } from "./lighthouse";
import { appUrl, bareUrl, staticUrl } from "./servers";

export type LoadRow = {
  name: string;
  url: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Requests per second as a share of the static ceiling's. */
  ofCeiling: number;
};

// Five seconds of warm-up: a server that has just started renders the signed-in portal 30–45 %
// slower for its first thousand views (JIT, heap growth) than it does from then on.
// The static pages, which are judged as ratios to each other, are then measured in rounds over
// all of them in turn, so a busy moment of this shared machine (the same code gave the bare page
// 1,900 and 3,100 req/s in two runs) weighs on the floor and the site alike. The pages rendered
// per request are measured each in one block straight after its warm-up, as their peers' were.
export const LOAD_SETTINGS = {
  connections: 10,
  warmupSeconds: 5,
  rounds: 4,
  roundSeconds: 3,
  blockSeconds: 8,
};

type Round = { requests: number; p50: number; p99: number; errors: number };
type Target = { name: string; url: string; cookie?: string };

async function run(url: string, cookie: string | undefined, duration: number): Promise<Round> {
  const result = await autocannon({
    url,
    connections: LOAD_SETTINGS.connections,
    duration,
    headers: cookie ? { cookie } : {},
  });
  return {
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // A redirect to /login or a 500 is as much a failure as a reset connection.
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** One target's row from its rounds: all their requests over all their time, the median round's latencies. */
function row(target: Target, rounds: Round[], seconds: number) {
  return {
    name: target.name,
    url: target.url,
    requestsPerSecond: rounds.reduce((sum, r) => sum + r.requests, 0) / seconds,
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
  };
}

/**
 * The static ceiling's mean latency: its p50 rounds to 0 ms, so a latency judged against the
 * ceiling is judged against this (connections ÷ req/s).
 */
export function ceilingMeanLatencyMs(ceiling: LoadRow): number {
  return (LOAD_SETTINGS.connections * 1000) / ceiling.requestsPerSecond;
}

/** Throughput and latency of the site's routes, the bare Next page and the static ceiling. */
export async function measureLoad(cookie: string): Promise<LoadRow[]> {
  const staticPages: Target[] = [
    { name: "static ceiling /", url: `${staticUrl}/` },
    { name: "bare Next 16 /", url: `${bareUrl}/` },
    { name: "site /", url: `${appUrl}/` },
    { name: "site /about", url: `${appUrl}/about` },
  ];
  const dynamicPages: Target[] = [
    { name: "site /login", url: `${appUrl}/login` },
    { name: "site /portal (signed in)", url: `${appUrl}/portal`, cookie },
  ];
  for (const target of staticPages) await run(target.url, undefined, LOAD_SETTINGS.warmupSeconds);
  const rounds = staticPages.map((): Round[] => []);
  for (let round = 0; round < LOAD_SETTINGS.rounds; round++) {
    for (const [i, target] of staticPages.entries()) {
      rounds[i]!.push(await run(target.url, undefined, LOAD_SETTINGS.roundSeconds));
    }
  }
  const rows = staticPages.map((target, i) =>
    row(target, rounds[i]!, LOAD_SETTINGS.rounds * LOAD_SETTINGS.roundSeconds),
  );
  for (const target of dynamicPages) {
    await run(target.url, target.cookie, LOAD_SETTINGS.warmupSeconds);
    const block = await run(target.url, target.cookie, LOAD_SETTINGS.blockSeconds);
    rows.push(row(target, [block], LOAD_SETTINGS.blockSeconds));
  }
  const ceiling = rows[0]?.requestsPerSecond ?? 1;
  return rows.map((r) => ({ ...r, ofCeiling: r.requestsPerSecond / ceiling }));
}
