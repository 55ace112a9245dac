import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { SessionTurns } from "./turns";

/**
 * The embedded database as the auth service sees it: each query or transaction takes a turn
 * on the one session it shares with the socket clients. Only the service process opens it.
 */
export type Db = Pick<PGlite, "query" | "transaction"> & {
  /** The PGlite instance itself, for the socket server (which takes turns on its own). */
  pglite: PGlite;
  turns: SessionTurns;
  /**
   * Runs the session as `role` from now on (`SET SESSION AUTHORIZATION`, only when it runs as
   * another): the holder of a turn calls it first. The auth service's turns run as the owner.
   */
  actAs(role: string): Promise<void>;
  close(): Promise<void>;
};

/** The role PGlite's one session starts as, and the owner of everything the migrations make. */
export const SESSION_OWNER = "postgres";

const quotedName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A connection or an open transaction: both can run queries. */
export type Queryable = Pick<PGlite, "query">;

/** The first row `sql` returns, if any. */
export async function firstRow<Row>(
  db: Queryable,
  sql: string,
  params: unknown[],
): Promise<Row | undefined> {
  const { rows } = await db.query<Row>(sql, params);
  return rows[0];
}

/** PGlite's version (its package's, the nearest above its entry point), which initdb's folders follow. */
function pgliteVersion(): string {
  let dir = path.dirname(require.resolve("@electric-sql/pglite"));
  while (!existsSync(path.join(dir, "package.json"))) dir = path.dirname(dir);
  const manifest = readFileSync(path.join(dir, "package.json"), "utf8");
  return (JSON.parse(manifest) as { version: string }).version;
}

/**
 * A folder as PGlite's initdb leaves it, made once per PGlite version in the system's temporary
 * folder: initdb takes from ten seconds to half a minute on two busy cores, and a test run starts
 * several empty stacks. Made aside and renamed into place, so a half-made copy is never used.
 */
async function pristineCluster(): Promise<string> {
  const cluster = path.join(tmpdir(), `local-supabase-initdb-${pgliteVersion()}`);
  if (existsSync(path.join(cluster, "PG_VERSION"))) return cluster;
  const making = mkdtempSync(`${cluster}-making-`);
  await (await PGlite.create(making)).close();
  try {
    renameSync(making, cluster);
  } catch {
    // Another process made it meanwhile.
    rmSync(making, { recursive: true, force: true });
  }
  return cluster;
}

/**
 * Opens (creating on first use, from a copy of a pristine initdb) the PGlite database under
 * `dir` and applies schema.sql.
 */
export async function openDb(dir: string): Promise<Db> {
  mkdirSync(path.dirname(dir), { recursive: true });
  if (!existsSync(path.join(dir, "PG_VERSION")))
    cpSync(await pristineCluster(), dir, { recursive: true });
  const pglite = await PGlite.create(dir);
  await pglite.exec(readFileSync(path.join(__dirname, "schema.sql"), "utf8"));
  const turns = new SessionTurns();
  let role = SESSION_OWNER;
  const actAs = async (next: string) => {
    if (next === role) return;
    await pglite.exec(`SET SESSION AUTHORIZATION ${quotedName(next)}`);
    role = next;
  };
  const asOwner = <T>(work: () => Promise<T>) =>
    turns.run(async () => {
      await actAs(SESSION_OWNER);
      return work();
    });
  return {
    pglite,
    turns,
    actAs,
    query: ((...args: Parameters<PGlite["query"]>) =>
      asOwner(() => pglite.query(...args))) as PGlite["query"],
    transaction: ((...args: Parameters<PGlite["transaction"]>) =>
      asOwner(() => pglite.transaction(...args))) as PGlite["transaction"],
    close: () => turns.run(() => pglite.close()),
  };
}
