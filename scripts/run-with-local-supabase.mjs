// `npm run dev`, `npm run build` and `npm start`: Next.js, plus the local Supabase stack when no
// Supabase project is configured (`npm start` only when asked, with LOCAL_SUPABASE=1; the build
// because it reads the published content from the database). Stops everything together on
// Ctrl-C or when either side exits.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import nextEnv from "@next/env";
import { dropCachedContentReads } from "./content-cache.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [mode, ...nextArgs] = process.argv.slice(2);
if (!["dev", "build", "start"].includes(mode)) {
  console.error("Usage: node scripts/run-with-local-supabase.mjs dev|build|start [next options]");
  process.exit(1);
}
const READY_PREFIX = "LOCAL_SUPABASE_READY ";

// The children get the environment as it came: Next loads the env files itself, and would skip
// them (and their reload in dev) if it inherited the values and the marker this load leaves.
const initialEnv = { ...process.env };
const { combinedEnv, parsedEnv } = nextEnv.loadEnvConfig(root, mode === "dev", {
  info: () => {},
  error: console.error,
});
const env = (name) => combinedEnv[name] || undefined;

function portArg() {
  const index = nextArgs.findIndex((arg) => arg === "-p" || arg === "--port");
  return index === -1 ? env("PORT") || "3000" : nextArgs[index + 1];
}

const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const children = new Set();

function startNext(extraEnv) {
  const guard = path.join(root, "scripts", "http-guard.mjs");
  const next = spawn(process.execPath, ["--import", guard, nextBin, mode, ...nextArgs], {
    cwd: root,
    stdio: "inherit",
    env: { ...initialEnv, ...extraEnv },
  });
  children.add(next);
  next.on("exit", (code, signal) => {
    children.delete(next);
    void stopAll().then(() => process.exit(code ?? (signal ? 0 : 1)));
  });
}

let isStopping = false;
async function stopAll() {
  if (isStopping) return;
  isStopping = true;
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once("exit", resolve);
          child.kill("SIGTERM");
        }),
    ),
  );
}

// Ctrl-C reaches the whole process group; wait for the children to finish their own shutdown.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => void stopAll().then(() => process.exit(0)));
}

// A production start without a project would quietly serve the development stack's demo account.
if (!env("SUPABASE_URL") && mode === "start" && env("LOCAL_SUPABASE") !== "1") {
  console.error(
    [
      "npm start: no Supabase project is configured (SUPABASE_URL is not set).",
      "  - To serve this build, set SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY (in .env.local or the",
      "    environment) to your Supabase project's.",
      "  - To run it against the local development stack instead (never in production), set",
      "    LOCAL_SUPABASE=1.",
    ].join("\n"),
  );
  process.exit(1);
}

// A real project's build reads its content from DATABASE_URL; without one it has nothing to read.
if (env("SUPABASE_URL") && mode === "build" && !env("DATABASE_URL")) {
  console.error(
    [
      "npm run build: SUPABASE_URL is set but DATABASE_URL is not.",
      "  The build reads the published content from the project's Postgres: set DATABASE_URL (in",
      '  .env.local or the environment) to its connection string (README, "Content database").',
    ].join("\n"),
  );
  process.exit(1);
}

if (mode === "build") dropCachedContentReads(root);

if (env("SUPABASE_URL") || (mode === "build" && env("DATABASE_URL"))) {
  startNext({});
} else {
  const siteUrl = env("LOCAL_SUPABASE_SITE_URL") || `http://localhost:${portArg()}`;
  // The stack reads LOCAL_SUPABASE_* from its environment; the files' values count too.
  const stackEnv = { ...initialEnv };
  for (const [name, value] of Object.entries(parsedEnv ?? {})) {
    if (name.startsWith("LOCAL_SUPABASE_")) stackEnv[name] = value;
  }
  // Magic links and password-reset links land on /auth/confirm with a token hash: the templates a
  // real project's dashboard is given too (README, "Pointing at a real Supabase project").
  stackEnv.LOCAL_SUPABASE_MAGIC_LINK_URL ||=
    "{{ .SiteURL }}/auth/confirm?token_hash={{ .TokenHash }}&type=email";
  stackEnv.LOCAL_SUPABASE_RECOVERY_URL ||=
    "{{ .SiteURL }}/auth/confirm?token_hash={{ .TokenHash }}&type=recovery";
  // Invitations too, with their own type: the confirm page then asks for a password.
  stackEnv.LOCAL_SUPABASE_INVITE_URL ||=
    "{{ .SiteURL }}/auth/confirm?token_hash={{ .TokenHash }}&type=invite";
  const stack = spawn(
    process.execPath,
    ["--import", "tsx", "local-supabase/cli.ts", "--stop-with-stdin", "--site-url", siteUrl],
    { cwd: root, stdio: ["pipe", "pipe", "inherit"], env: stackEnv },
  );
  children.add(stack);
  let buffer = "";
  stack.stdout.on("data", (chunk) => {
    buffer += chunk.toString();
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const line of lines) {
      if (!line.startsWith(READY_PREFIX)) {
        process.stdout.write(`${line}\n`);
        continue;
      }
      const ready = JSON.parse(line.slice(READY_PREFIX.length));
      startNext({
        SUPABASE_URL: ready.url,
        SUPABASE_PUBLISHABLE_KEY: ready.publishableKey,
        SUPABASE_SECRET_KEY: ready.secretKey,
        DATABASE_URL: ready.appDatabaseUrl,
        SMTP_URL: ready.smtpUrl,
      });
    }
  });
  stack.on("exit", (code) => {
    children.delete(stack);
    if (!isStopping) {
      console.error(`Local Supabase stopped (exit code ${code}); stopping Next.js.`);
      void stopAll().then(() => process.exit(code || 1));
    }
  });
}
