import { mkdirSync, readFileSync } from "node:fs";
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
  close(): Promise<void>;
};

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

/** Opens (creating on first use) the PGlite database under `dir` and applies schema.sql. */
export async function openDb(dir: string): Promise<Db> {
  mkdirSync(path.dirname(dir), { recursive: true });
  const pglite = await PGlite.create(dir);
  await pglite.exec(readFileSync(path.join(__dirname, "schema.sql"), "utf8"));
  const turns = new SessionTurns();
  return {
    pglite,
    turns,
    query: ((...args: Parameters<PGlite["query"]>) =>
      turns.run(() => pglite.query(...args))) as PGlite["query"],
    transaction: ((...args: Parameters<PGlite["transaction"]>) =>
      turns.run(() => pglite.transaction(...args))) as PGlite["transaction"],
    close: () => turns.run(() => pglite.close()),
  };
}
