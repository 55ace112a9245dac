import { readFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";

/** A connection or an open transaction: both can run queries. */
export type Queryable = {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
};

/** The auth service's database, as GoTrue connects to it: as the auth schema's owner. */
export type Db = Queryable & {
  /**
   * Runs `work` in one serializable transaction: committed when it resolves, rolled back when it
   * throws, and run again from the start when Postgres finds it conflicted with another.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** The role the auth service connects as, which owns the auth schema (as on Supabase). */
export const AUTH_SERVICE_ROLE = "supabase_auth_admin";

/** The first row `sql` returns, if any. */
export async function firstRow<Row>(
  db: Queryable,
  sql: string,
  params: unknown[],
): Promise<Row | undefined> {
  const { rows } = await db.query<Row>(sql, params);
  return rows[0];
}

type Runner = Pick<postgres.Sql, "unsafe">;

const queryable = (runner: Runner): Queryable => ({
  query: async <Row>(text: string, params: unknown[] = []) => ({
    rows: (await runner.unsafe(text, params as postgres.ParameterOrJSON<never>[])) as Row[],
  }),
});

/**
 * Every transaction runs as if alone (SERIALIZABLE): two refreshes of one token, two uses of one
 * link or code at once must not both pass a check-then-write. One that conflicts with another is
 * rolled back by Postgres and run again, up to this many times in all, after a random pause that
 * grows with each attempt: transactions that conflicted at once would otherwise meet again (one
 * account signing in on sixteen devices at once lost four of them to five immediate attempts).
 */
const MAX_ATTEMPTS = 10;
/** The longest pause before another attempt, in ms. */
const MAX_PAUSE_MS = 200;

/** A random pause before attempt `attempt + 1`: up to 5 ms, doubling, at most `MAX_PAUSE_MS`. */
const pauseBefore = (attempt: number) =>
  new Promise((resolve) =>
    setTimeout(resolve, Math.random() * Math.min(MAX_PAUSE_MS, 5 * 2 ** attempt)),
  );
/** serialization_failure and deadlock_detected: run the transaction again. */
const RETRIED = ["40001", "40P01"];

/** Connects to the auth service's database at `url` and applies schema.sql (idempotent). */
export async function connectDb(url: string): Promise<Db> {
  const sql = postgres(url, {
    max: 4,
    onnotice: () => undefined,
    // The store passes undefined for "no value", as it did to the embedded database before.
    transform: { undefined: null },
  });
  await sql.unsafe(readFileSync(path.join(__dirname, "schema.sql"), "utf8")).simple();
  return {
    ...queryable(sql),
    transaction: async (work) => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return (await sql.begin("isolation level serializable", (tx) =>
            work(queryable(tx)),
          )) as Awaited<ReturnType<typeof work>>;
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (attempt >= MAX_ATTEMPTS || !RETRIED.includes(code ?? "")) throw error;
          await pauseBefore(attempt);
        }
      }
    },
    close: () => sql.end({ timeout: 5 }),
  };
}
