/** @jest-environment node */
import { spawn } from "node:child_process";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");
const FAKE_STACK_EXIT = 3;
// Each test starts Node twice (the wrapper, then the stand-in stack): seconds on a busy machine.
jest.setTimeout(30_000);
let project: string;

// A copy of the wrapper in a project of its own: no .env files of the developer's, and a stand-in
// for the local stack that says it was started and exits, so no port or database is touched.
beforeAll(() => {
  project = mkdtempSync(path.join(tmpdir(), "run-with-local-supabase-"));
  mkdirSync(path.join(project, "scripts"));
  mkdirSync(path.join(project, "local-supabase"));
  for (const script of ["run-with-local-supabase.mjs", "content-cache.mjs"]) {
    copyFileSync(path.join(ROOT, "scripts", script), path.join(project, "scripts", script));
  }
  symlinkSync(path.join(ROOT, "node_modules"), path.join(project, "node_modules"));
  writeFileSync(
    path.join(project, "local-supabase/cli.ts"),
    `console.log("LOCAL STACK STARTED", process.env.LOCAL_SUPABASE_PROBE ?? ""); process.exit(${FAKE_STACK_EXIT});\n`,
  );
});

afterAll(() => rmSync(project, { recursive: true, force: true }));

afterEach(() => {
  for (const file of readdirSync(project).filter((name) => name.startsWith(".env"))) {
    rmSync(path.join(project, file));
  }
});

function writeEnvFile(name: string, lines: string[]) {
  writeFileSync(path.join(project, name), `${lines.join("\n")}\n`);
}

function run(mode: string, env: Record<string, string> = {}) {
  const inherited = { ...process.env };
  delete inherited.SUPABASE_URL;
  delete inherited.LOCAL_SUPABASE;
  // Jest's NODE_ENV=test would make Next's loader read the test files instead.
  Reflect.deleteProperty(inherited, "NODE_ENV");
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, ["scripts/run-with-local-supabase.mjs", mode], {
    cwd: project,
    env: { ...inherited, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("scripts/run-with-local-supabase.mjs", () => {
  it("refuses `start` without SUPABASE_URL, naming both ways out, and starts nothing", async () => {
    const { code, stdout, stderr } = await run("start");
    expect(code).toBe(1);
    expect(stderr).toContain("no Supabase project is configured (SUPABASE_URL is not set)");
    expect(stderr).toContain("set SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY");
    expect(stderr).toContain("LOCAL_SUPABASE=1");
    expect(stdout).not.toContain("LOCAL STACK STARTED");
  });

  it("starts the local stack for `start` with LOCAL_SUPABASE=1", async () => {
    const { code, stdout, stderr } = await run("start", { LOCAL_SUPABASE: "1" });
    expect(stdout).toContain("LOCAL STACK STARTED");
    expect(stderr).not.toContain("no Supabase project is configured");
    expect(code).toBe(FAKE_STACK_EXIT);
  });

  it("starts the local stack for `dev` without being asked", async () => {
    const { code, stdout, stderr } = await run("dev");
    expect(stdout).toContain("LOCAL STACK STARTED");
    expect(stderr).not.toContain("no Supabase project is configured");
    expect(code).toBe(FAKE_STACK_EXIT);
  });

  it("reads .env.local, as Next does", async () => {
    writeEnvFile(".env.local", ["LOCAL_SUPABASE=1", "LOCAL_SUPABASE_PROBE=from-env-local"]);
    const { stdout } = await run("start");
    expect(stdout).toContain("LOCAL STACK STARTED from-env-local");
  });

  it("lets the mode's own local file win over .env.local", async () => {
    writeEnvFile(".env.local", ["LOCAL_SUPABASE=1"]);
    writeEnvFile(".env.production.local", ["LOCAL_SUPABASE=0"]);
    const { code, stdout } = await run("start");
    expect(code).toBe(1);
    expect(stdout).not.toContain("LOCAL STACK STARTED");
  });

  it("lets the shell's environment win over every file", async () => {
    writeEnvFile(".env.production.local", ["LOCAL_SUPABASE=0", "LOCAL_SUPABASE_PROBE=from-file"]);
    const { stdout } = await run("start", { LOCAL_SUPABASE: "1", LOCAL_SUPABASE_PROBE: "shell" });
    expect(stdout).toContain("LOCAL STACK STARTED shell");
  });

  it("reads the development files for `dev` and not the production ones", async () => {
    writeEnvFile(".env.production", ["SUPABASE_URL=http://127.0.0.1:1"]);
    writeEnvFile(".env.development", ["LOCAL_SUPABASE_PROBE=from-development"]);
    const { stdout } = await run("dev");
    expect(stdout).toContain("LOCAL STACK STARTED from-development");
  });
  it("starts the local stack for `build`, which reads the content from its database", async () => {
    const { code, stdout } = await run("build");
    expect(stdout).toContain("LOCAL STACK STARTED");
    expect(code).toBe(FAKE_STACK_EXIT);
  });

  it("drops an earlier build's cached content reads before `build`, and keeps the rest", async () => {
    const cache = path.join(project, ".next", "cache");
    mkdirSync(path.join(cache, "fetch-cache"), { recursive: true });
    writeFileSync(path.join(cache, "fetch-cache", "ventures-entry"), "{}");
    mkdirSync(path.join(cache, "images"), { recursive: true });
    writeFileSync(path.join(cache, "images", "kept"), "");
    await run("build");
    expect(readdirSync(cache)).toEqual(["images"]);
    expect(readdirSync(path.join(cache, "images"))).toEqual(["kept"]);
  });

  it("refuses `build` for a real project without DATABASE_URL, and starts nothing", async () => {
    const { code, stdout, stderr } = await run("build", { SUPABASE_URL: "https://x.supabase.co" });
    expect(code).toBe(1);
    expect(stderr).toContain("SUPABASE_URL is set but DATABASE_URL is not");
    expect(stdout).not.toContain("LOCAL STACK STARTED");
  });
});
