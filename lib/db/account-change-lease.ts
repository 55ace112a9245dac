import "server-only";
import { sql } from "drizzle-orm";
import { getDatabase } from "./client";
import { inTransaction } from "./transaction";

// The account-change lease (`app_private`, migration `account_change_lease`), shared by every
// instance of the app. Each function is one statement in its own transaction.

/**
 * Takes the lease for `holder` for `leaseMs` when nobody holds it or its holder's time ran out;
 * false when another holder has it. Throws when the database cannot be reached.
 */
export async function takeAccountChangeLease(holder: string, leaseMs: number): Promise<boolean> {
  const rows = await inTransaction(getDatabase(), (tx) =>
    tx.execute<{ holder: string }>(sql`
      INSERT INTO app_private.account_change_lease AS l (name, holder, expires_at)
      VALUES ('accounts', ${holder}, now() + make_interval(secs => ${leaseMs / 1000}::float8))
      ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
        WHERE l.expires_at <= now()
      RETURNING holder`),
  );
  return rows.length === 1;
}

/** Gives the lease back, if `holder` still has it. */
export async function endAccountChangeLease(holder: string): Promise<void> {
  await inTransaction(getDatabase(), (tx) =>
    tx.execute(sql`DELETE FROM app_private.account_change_lease WHERE holder = ${holder}`),
  );
}
