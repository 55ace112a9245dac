// The sign-in limits' servers for the e2e run: the local stack, then one `next start` (with the
// server preload, as `npm start` runs it) per port. Usage:
//   node tests/e2e/support/limits-servers.mjs <port>[:proxy] ...
// A port marked `:proxy` trusts one reverse proxy (TRUSTED_PROXY=proxy); the others run in the
// default configuration. Each app starts once the ones before it answer; all stop together.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const READY_PREFIX = "LOCAL_SUPABASE_READY ";
const apps = process.argv.slice(2).map((arg) => {
  const [port = "", mode] = arg.split(":");
  return { port: Number(port), isProxied: mode === "proxy" };
});
const children = new Set();

function stopAll(code) {
  for (const child of children) child.kill("SIGTERM");
  process.exit(code);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(0));

function watch(child, name) {
  children.add(child);
  child.on("exit", (code) => {
    children.delete(child);
    console.error(`${name} exited (${code}); stopping the limits servers.`);
    stopAll(code || 1);
  });
}

async function answers(port) {
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/about`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function startApps(ready) {
  const env = { ...process.env };
  delete env.TRUSTED_PROXY;
  for (const { port, isProxied } of apps) {
    const next = spawn(
      process.execPath,
      [
        "--import",
        "./scripts/http-guard.mjs",
        "node_modules/next/dist/bin/next",
        "start",
        "-H",
        "127.0.0.1",
        "-p",
        String(port),
      ],
      {
        cwd: root,
        stdio: "inherit",
        env: {
          ...env,
          SUPABASE_URL: ready.url,
          SUPABASE_PUBLISHABLE_KEY: ready.publishableKey,
          SUPABASE_SECRET_KEY: ready.secretKey,
          DATABASE_URL: ready.appDatabaseUrl,
          ...(isProxied ? { TRUSTED_PROXY: "proxy" } : {}),
        },
      },
    );
    watch(next, `next start on ${port}`);
    await answers(port);
  }
}

const siteUrl = `http://127.0.0.1:${apps[0]?.port}`;
const stack = spawn(
  process.execPath,
  [
    "--import",
    "tsx",
    "local-supabase/cli.ts",
    "--quiet",
    "--stop-with-stdin",
    "--site-url",
    siteUrl,
  ],
  {
    cwd: root,
    stdio: ["pipe", "pipe", "inherit"],
    env: {
      ...process.env,
      LOCAL_SUPABASE_MAGIC_LINK_URL:
        "{{ .SiteURL }}/auth/confirm?token_hash={{ .TokenHash }}&type=email",
    },
  },
);
watch(stack, "the local stack");
let buffer = "";
let isReady = false;
stack.stdout.on("data", (chunk) => {
  if (isReady) return;
  buffer += chunk.toString();
  const line = buffer.split("\n").find((text) => text.startsWith(READY_PREFIX));
  if (!line) return;
  isReady = true;
  void startApps(JSON.parse(line.slice(READY_PREFIX.length)));
});
