import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { STATEMENT_TIMEOUT_MS } from "./connection";

/** The handle a transaction's work gets: it queries as a `Database` does. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Runs `work` in one transaction that Postgres cancels after the statement timeout; read-only
 * when `readOnly`, so a read can never write. Every query of the app goes through here.
 */
export function inTransaction<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
  { readOnly = false }: { readOnly?: boolean } = {},
): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${STATEMENT_TIMEOUT_MS}`));
      return work(tx);
    },
    { accessMode: readOnly ? "read only" : "read write" },
  );
}
