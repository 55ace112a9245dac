import { readFileSync } from "node:fs";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

/** The embedded database; only the service process opens it (see lock.ts). */
export type Db = PGlite;

/** A connection or an open transaction: both can run queries. */
export type Queryable = Pick<PGlite, "query">;

/** Opens (creating on first use) the PGlite database under `dir` and applies schema.sql. */
export async function openDb(dir: string): Promise<Db> {
  mkdirSync(path.dirname(dir), { recursive: true });
  const db = await PGlite.create(dir);
  await db.exec(readFileSync(path.join(__dirname, "schema.sql"), "utf8"));
  return db;
}
