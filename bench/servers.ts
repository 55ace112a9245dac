import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { stripScripts } from "./verdict";

export const root = path.resolve(import.meta.dirname, "..");
export const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");

/**
 * Ports of one bench run: beside the documented (3000, 5432x) and end-to-end (3100, 25321…) ones,
 * and below Linux's ephemeral range (32768 and up), where any outgoing connection may hold a port.
 * `BENCH_PORT` moves them all, so two people can work on the bench on one machine.
 */
const base = Number(process.env.BENCH_PORT ?? 3900);
const stackBase = base + 22221;
export const ports = {
  app: base,
  bare: base + 1,
  staticServer: base + 2,
  /** A second `next start` of the site, under the CPU profiler. */
  profiledApp: base + 3,
  /** The styled floors: pages' HTML without scripts, everything else proxied to the app. */
  floor: base + 4,
  auth: stackBase,
  authCounter: stackBase + 1,
  db: stackBase + 2,
  inbox: stackBase + 3,
  smtp: stackBase + 4,
};

const host = "127.0.0.1";
export const appUrl = `http://${host}:${ports.app}`;
export const bareUrl = `http://${host}:${ports.bare}`;
export const staticUrl = `http://${host}:${ports.staticServer}`;
export const floorUrl = `http://${host}:${ports.floor}`;

export type StackKeys = {
  url: string;
  publishableKey: string;
  secretKey: string;
  inboxUrl: string;
  /** The stack's Postgres, where the site reads its content at build and revalidation. */
  databaseUrl: string;
};

type Stoppable = { name: string; stop: () => Promise<void> };
const running: Stoppable[] = [];

/** Registers something to stop at the end of the run, even a failed one. */
export function track(name: string, stop: () => Promise<void>): void {
  running.push({ name, stop });
}

/** Stops everything this run started, newest first; safe to call twice. */
export async function stopAll(): Promise<void> {
  while (running.length > 0) {
    const item = running.pop();
    if (item) await item.stop().catch(() => undefined);
  }
}

/** Spawns a child as its own process group, so stopping it also stops what it spawned. */
function spawnGroup(name: string, args: string[], env: Record<string, string>, cwd = root) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["pipe", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  running.push({ name, stop: () => stopGroup(child) });
  return { child, log: () => log };
}

function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return Promise.resolve();
  const pid = child.pid;
  return new Promise((resolve) => {
    const kill = setTimeout(() => {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }, 5_000);
    child.once("exit", () => {
      clearTimeout(kill);
      // Grandchildren (next-server workers) may outlive their parent by a moment.
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // The whole group has exited.
      }
      resolve();
    });
    child.stdin?.end();
    try {
      process.kill(-pid, "SIGTERM");
    } catch {
      resolve();
    }
  });
}

/** Resolves once `url` answers at all (any status), or throws after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { redirect: "manual" });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * The local auth service with default lifetimes, a fresh data folder, and rate limits raised:
 * every bench request comes from 127.0.0.1, so per-IP limits would otherwise count them all.
 */
export async function startAuthStack(): Promise<StackKeys> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sv-bench-"));
  running.push({
    name: "data dir",
    stop: async () => rmSync(dataDir, { recursive: true, force: true }),
  });
  const generous = "1000000";
  const { child, log } = spawnGroup(
    "auth stack",
    ["--import", "tsx", "local-supabase/cli.ts", "--stop-with-stdin", "--quiet"],
    {
      LOCAL_SUPABASE_DATA_DIR: dataDir,
      LOCAL_SUPABASE_AUTH_PORT: String(ports.auth),
      LOCAL_SUPABASE_DB_PORT: String(ports.db),
      LOCAL_SUPABASE_INBOX_PORT: String(ports.inbox),
      LOCAL_SUPABASE_SMTP_PORT: String(ports.smtp),
      LOCAL_SUPABASE_SITE_URL: appUrl,
      LOCAL_SUPABASE_RATE_LIMIT_TOKEN: generous,
      LOCAL_SUPABASE_RATE_LIMIT_OTP: generous,
      LOCAL_SUPABASE_RATE_LIMIT_VERIFY: generous,
      LOCAL_SUPABASE_RATE_LIMIT_BURST: generous,
      LOCAL_SUPABASE_RATE_LIMIT_EMAIL_SENT: generous,
    },
  );
  return new Promise((resolve, reject) => {
    let buffer = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split("\n").find((l) => l.startsWith("LOCAL_SUPABASE_READY "));
      if (line) resolve(JSON.parse(line.slice("LOCAL_SUPABASE_READY ".length)) as StackKeys);
    });
    child.once("exit", (code) => reject(new Error(`auth stack exited (${code}):\n${log()}`)));
  });
}

/** Counts requests by path on their way to the auth service. */
export type AuthCounter = { url: string; counts: Map<string, number>; reset: () => void };

/** A pass-through HTTP proxy in front of the auth service that counts what goes through it. */
export async function startAuthCounter(target: string): Promise<AuthCounter> {
  const counts = new Map<string, number>();
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const key = `${req.method} ${(req.url ?? "").split("?")[0]}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    passThrough(req, res, upstream);
  });
  await listen(server, ports.authCounter, "auth counter");
  return {
    url: `http://${host}:${ports.authCounter}`,
    counts,
    reset: () => counts.clear(),
  };
}

/** `next start` over a built app folder (`nodeArgs` go to Node, before Next's own script). */
export async function startNext(
  name: string,
  dir: string,
  port: number,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<{ stop: () => Promise<void> }> {
  const { child, log } = spawnGroup(
    name,
    [...nodeArgs, nextBin, "start", "-H", host, "-p", String(port)],
    env,
    dir,
  );
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`${name} exited (${code}):\n${log()}`))),
  );
  await Promise.race([waitForHttp(`http://${host}:${port}/`), exited]);
  return { stop: () => stopGroup(child) };
}

/** The ceiling: a minimal static server answering every request with `/`'s prerendered HTML. */
export async function startStaticServer(): Promise<void> {
  const html = readFileSync(path.join(root, ".next", "server", "app", "index.html"));
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(html);
  });
  await listen(server, ports.staticServer, "static server");
}

/**
 * The styled floors: each of `paths` answered with the app's own HTML for it, every script
 * removed, under its own path and with the page's own stylesheet preload header; every other
 * request (CSS, fonts, images) proxied to the app, so a floor loads the very CSS URLs its page
 * does, from the same origin as its HTML.
 */
export async function startFloorServer(paths: string[]): Promise<void> {
  const pages = new Map<string, { html: Buffer; link: string | null }>();
  for (const pagePath of paths) {
    const response = await fetch(`${appUrl}${pagePath}`, { headers: { accept: "text/html" } });
    if (!response.ok) throw new Error(`styled floor: ${pagePath} answered ${response.status}`);
    pages.set(pagePath, {
      // Compressed as `next start` sends its page, so the floor pays for no bytes the page doesn't.
      html: gzipSync(stripScripts(await response.text())),
      link: response.headers.get("link"),
    });
  }
  const upstream = new URL(appUrl);
  const server = http.createServer((req, res) => {
    const page = pages.get(req.url ?? "");
    if (page !== undefined) {
      res.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-encoding": "gzip",
        "cache-control": "no-store",
        ...(page.link ? { link: page.link } : {}),
      });
      res.end(page.html);
      return;
    }
    passThrough(req, res, upstream);
  });
  await listen(server, ports.floor, "styled floor server");
}

/** Sends `req` on to `upstream` as it came and its answer back; a 502 when it cannot. */
function passThrough(req: http.IncomingMessage, res: http.ServerResponse, upstream: URL): void {
  const forward = http.request(
    {
      host: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: upstream.host },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  forward.on("error", () => res.writeHead(502).end());
  req.pipe(forward);
}

async function listen(server: http.Server, port: number, name: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  running.push({
    name,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** Runs a Node script to completion in `cwd`, throwing with its output when it fails. */
export function runNode(
  args: string[],
  cwd = root,
  env: Record<string, string> = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (out += c.toString()));
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(" ")} failed:\n${out}`)),
    );
  });
}
