import autocannon from "autocannon";
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
export const LOAD_SETTINGS = { connections: 10, durationSeconds: 8, warmupSeconds: 5 };

async function run(url: string, cookie?: string, duration = LOAD_SETTINGS.durationSeconds) {
  const result = await autocannon({
    url,
    connections: LOAD_SETTINGS.connections,
    duration,
    headers: cookie ? { cookie } : {},
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // A redirect to /login or a 500 is as much a failure as a reset connection.
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Throughput and latency of the site's routes, the bare Next page and the static ceiling. */
export async function measureLoad(cookie: string): Promise<LoadRow[]> {
  const targets: { name: string; url: string; cookie?: string }[] = [
    { name: "static ceiling /", url: `${staticUrl}/` },
    { name: "bare Next 16 /", url: `${bareUrl}/` },
    { name: "site /", url: `${appUrl}/` },
    { name: "site /about", url: `${appUrl}/about` },
    { name: "site /login", url: `${appUrl}/login` },
    { name: "site /portal (signed in)", url: `${appUrl}/portal`, cookie },
  ];
  const rows: Omit<LoadRow, "ofCeiling">[] = [];
  for (const target of targets) {
    await run(target.url, target.cookie, LOAD_SETTINGS.warmupSeconds);
    rows.push({ name: target.name, url: target.url, ...(await run(target.url, target.cookie)) });
  }
  const ceiling = rows[0]?.requestsPerSecond ?? 1;
  return rows.map((row) => ({ ...row, ofCeiling: row.requestsPerSecond / ceiling }));
}
