import { execFile, spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { LocalStack } from "@/local-supabase/stack";

const ROOT = path.resolve(__dirname, "../../..");
const READY_PREFIX = "LOCAL_SUPABASE_READY ";

/** bcrypt's cost in the tests' stacks (GoTrue's is 10). */
export const TEST_HASH_COST = 4;

/** Environment variable through which global setup hands over an initialised data folder. */
export const TEMPLATE_ENV = "LOCAL_SUPABASE_TEST_TEMPLATE";

/** What the stack's CLI reports once it is ready (local-supabase/cli.ts). */
export type StackInfo = Pick<
  LocalStack,
  | "url"
  | "publishableKey"
  | "secretKey"
  | "inboxUrl"
  | "smtpUrl"
  | "databaseUrl"
  | "appDatabaseUrl"
  | "demoStaff"
  | "dataDir"
>;

export type TestStack = StackInfo & {
  process: ChildProcess;
  /** What the service wrote to stderr so far (it logs unexpected errors there). */
  stderr(): string;
  stop(): Promise<void>;
};

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A fresh data folder: a copy of the template made by global setup, when there is one. */
export function newDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "local-supabase-test-"));
  const template = process.env[TEMPLATE_ENV];
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

/** Removes a data folder made by `newDataDir`. */
export function removeDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export type SpawnResult = { code: number | null; stdout: string; stderr: string };

/**
 * Runs the stack's CLI as its own process (as `npm run supabase:local` does) on free ports and
 * resolves once it prints its ready line. `env` adds LOCAL_SUPABASE_* overrides.
 */
export async function startStack(
  options: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<TestStack> {
  const dataDir = options.dataDir ?? newDataDir();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startStackOnce(dataDir, options.env);
    } catch (error) {
      // A port that was free a moment ago can be taken meanwhile, e.g. by another process's
      // outgoing connection (they share the ephemeral range): new ports, another try. Node says
      // "is already in use", PostgreSQL "Address already in use".
      if (attempt >= 3 || !/already in use/i.test(String(error))) throw error;
    }
  }
}

async function startStackOnce(
  dataDir: string,
  env: Record<string, string> | undefined,
): Promise<TestStack> {
  const [authPort, dbPort, inboxPort, smtpPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "local-supabase/cli.ts", "--quiet", "--stop-with-stdin"],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        // bcrypt at its lowest cost: the tests sign in hundreds of times, and any cost verifies.
        LOCAL_SUPABASE_PASSWORD_HASH_COST: String(TEST_HASH_COST),
        LOCAL_SUPABASE_AUTH_PORT: String(authPort),
        LOCAL_SUPABASE_DB_PORT: String(dbPort),
        LOCAL_SUPABASE_INBOX_PORT: String(inboxPort),
        LOCAL_SUPABASE_SMTP_PORT: String(smtpPort),
        LOCAL_SUPABASE_DATA_DIR: dataDir,
        ...env,
      },
      stdio: ["pipe", "pipe", "pipe"],
    },
  );
  let stdout = "";
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const info = await new Promise<StackInfo>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`stack not ready: ${stderr}`)), 180_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split("\n").find((text) => text.startsWith(READY_PREFIX));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line.slice(READY_PREFIX.length)) as StackInfo);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`stack exited with ${code}: ${stderr}`));
    });
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  return {
    ...info,
    process: child,
    stderr: () => stderr,
    async stop() {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * One stack for the test file: started before its tests, stopped with its data removed after
 * them. The returned object is the stack once `beforeAll` has run.
 */
export function stackForFile(options?: Parameters<typeof startStack>[0]): TestStack {
  const stack = {} as TestStack;
  beforeAll(async () => {
    Object.assign(stack, await startStack(options));
  });
  afterAll(async () => {
    await stack.stop();
    removeDataDir(stack.dataDir);
  });
  return stack;
}

/** Runs `npm run staff -- …` against the file's local stack (its keys.json), never a project. */
export function runStaffCli(stack: TestStack, ...args: string[]) {
  return promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "local-supabase/staff.ts", ...args],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        SUPABASE_URL: "",
        SUPABASE_SECRET_KEY: "",
        LOCAL_SUPABASE_DATA_DIR: stack.dataDir,
      },
    },
  );
}

/** Runs the CLI expecting it to fail; resolves with its exit code and output. */
export function runStackExpectingExit(dataDir: string): Promise<SpawnResult> {
  return new Promise((resolve) => {
    void Promise.all([freePort(), freePort(), freePort(), freePort()]).then(([a, b, c, d]) => {
      const child = spawn(
        process.execPath,
        ["--import", "tsx", "local-supabase/cli.ts", "--quiet"],
        {
          cwd: ROOT,
          env: {
            ...process.env,
            LOCAL_SUPABASE_AUTH_PORT: String(a),
            LOCAL_SUPABASE_INBOX_PORT: String(b),
            LOCAL_SUPABASE_SMTP_PORT: String(c),
            LOCAL_SUPABASE_DB_PORT: String(d),
            LOCAL_SUPABASE_DATA_DIR: dataDir,
          },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
      child.once("exit", (code) => {
        clearTimeout(timer);
        resolve({ code, stdout, stderr });
      });
    });
  });
}
