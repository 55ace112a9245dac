// Where the server's time goes on a signed-in /portal view: a second `next start` of the same
// build, under V8's sampling profiler, takes the load test's traffic for a few seconds; the
// samples' own time is summed by where the code comes from.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { SourceMap, type SourceMapPayload } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { LOAD_SETTINGS } from "./load";
import { ports, root, startNext } from "./servers";

export type ProfileShare = { where: string; percent: number };
export type PortalProfile = {
  sampledMs: number;
  byOrigin: ProfileShare[];
  topFunctions: ProfileShare[];
};

type Frame = { functionName: string; url: string; lineNumber: number; columnNumber: number };

type CpuProfile = {
  nodes: { id: number; callFrame: Frame }[];
  samples: number[];
  timeDeltas: number[];
};

const PROFILE_SECONDS = { warmup: 3, measured: 6 };

// The server bundles carry Next.js's and the libraries' code beside the app's: their source maps
// say which is which (Turbopack writes a scope's `@` as `%40` in the paths).
const sourceMaps = new Map<string, SourceMap | null>();

/** Where a frame's code was written, through the bundle's source map: a path, or the URL as is. */
function sourceOf(frame: Frame): { source: string; line: number } {
  const file = frame.url.startsWith("file://") ? fileURLToPath(frame.url) : frame.url;
  if (!file.includes(`${path.sep}.next${path.sep}server${path.sep}`)) {
    return { source: frame.url, line: frame.lineNumber + 1 };
  }
  let map = sourceMaps.get(file);
  if (map === undefined) {
    try {
      map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, "utf8")) as SourceMapPayload);
    } catch {
      map = null;
    }
    sourceMaps.set(file, map);
  }
  const entry = map?.findEntry(frame.lineNumber, frame.columnNumber);
  return entry && "originalSource" in entry
    ? { source: entry.originalSource.replaceAll("%40", "@"), line: entry.originalLine + 1 }
    : { source: frame.url, line: frame.lineNumber + 1 };
}

/** A frame's origin: V8's pseudo-frames, Node itself, React, Next.js, a package, or the app. */
function origin(frame: Frame, source: string): string {
  if (!frame.url) {
    if (frame.functionName === "(garbage collector)") return "garbage collection";
    if (frame.functionName === "(idle)") return "idle (waiting for the network)";
    return `V8 and native code ${frame.functionName || "(anonymous)"}`;
  }
  if (source.startsWith("node:")) return "Node.js (http, streams, timers)";
  if (/node_modules\/next\/dist\/compiled\/(react|next-server)/.test(source)) {
    return "React's server renderer and Next.js's page runtime";
  }
  if (source.includes("node_modules/next/")) return "Next.js (routing, caches, responses)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  if (pkg) return `package ${pkg}`;
  if (source.includes("/.next/")) return "server bundles without a source map";
  return "the app's own code";
}

function shares(totals: Map<string, number>, all: number, count: number): ProfileShare[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([where, micros]) => ({ where, percent: Math.round((1000 * micros) / all) / 10 }));
}

export function summarizeProfile(profile: CpuProfile): PortalProfile {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byOrigin = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id);
    const micros = profile.timeDeltas[index] ?? 0;
    if (!frame) return;
    all += micros;
    const { source, line } = sourceOf(frame);
    const where = origin(frame, source);
    byOrigin.set(where, (byOrigin.get(where) ?? 0) + micros);
    if (frame.url) {
      const name = `${frame.functionName || "(anonymous)"} ${path.basename(source)}:${line}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    }
  });
  return {
    sampledMs: Math.round(all / 1000),
    byOrigin: shares(byOrigin, all, 8),
    topFunctions: shares(byFunction, all, 5),
  };
}

/** Profiles `/portal` views with the signed-in `cookie`; the profiled server is stopped after. */
export async function profilePortal(
  env: Record<string, string>,
  cookie: string,
): Promise<PortalProfile> {
  const dir = mkdtempSync(path.join(tmpdir(), "sv-bench-profile-"));
  try {
    const server = await startNext("profiled site", root, ports.profiledApp, env, [
      "--cpu-prof",
      `--cpu-prof-dir=${dir}`,
    ]);
    const url = `http://127.0.0.1:${ports.profiledApp}/portal`;
    const load = (duration: number) =>
      autocannon({ url, connections: LOAD_SETTINGS.connections, duration, headers: { cookie } });
    await load(PROFILE_SECONDS.warmup);
    await load(PROFILE_SECONDS.measured);
    await server.stop();
    // `next start` is one process; its profile is the largest file if a helper wrote one too.
    const [file] = readdirSync(dir)
      .map((name) => path.join(dir, name))
      .sort((a, b) => statSync(b).size - statSync(a).size);
    if (!file) throw new Error("the profiled server wrote no CPU profile");
    return summarizeProfile(JSON.parse(readFileSync(file, "utf8")) as CpuProfile);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
