import "server-only";
import { sql } from "drizzle-orm";
import { getDatabase } from "./client";
import { inTransaction } from "./transaction";

// The sign-in limits' counters (`app_private`, migration `sign_in_limits`), shared by every
// instance and process of the app. Each function is one statement in its own transaction.

const seconds = (ms: number) => ms / 1000;

/**
 * Counts one more hit of `key` in its window, starting a new window of `windowMs` when the last
 * one ended: the count so far and the window's time left.
 */
export async function countHit(
  key: string,
  windowMs: number,
): Promise<{ count: number; remainingMs: number }> {
  const rows = await inTransaction(getDatabase(), (tx) =>
    tx.execute<{ count: number; remaining_ms: number }>(sql`
      INSERT INTO app_private.sign_in_counters AS c (key, count, expires_at)
      VALUES (${key}, 1, now() + make_interval(secs => ${seconds(windowMs)}::float8))
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN c.expires_at <= now() THEN 1 ELSE c.count + 1 END,
        expires_at = CASE WHEN c.expires_at <= now() THEN excluded.expires_at ELSE c.expires_at END
      RETURNING count,
        (extract(epoch FROM expires_at - clock_timestamp()) * 1000)::float8 AS remaining_ms`),
  );
  const [row] = rows;
  if (!row) throw new Error("sign_in_counters: the upsert returned no row");
  return { count: row.count, remainingMs: row.remaining_ms };
}

/** Records a failed password for `account` from `address`, once per window of `windowMs`. */
export async function recordFailure(
  account: string,
  address: string,
  windowMs: number,
): Promise<void> {
  await inTransaction(getDatabase(), (tx) =>
    tx.execute(sql`
      INSERT INTO app_private.sign_in_failures AS f (account, address, expires_at)
      VALUES (${account}, ${address}, now() + make_interval(secs => ${seconds(windowMs)}::float8))
      ON CONFLICT (account, address) DO UPDATE SET expires_at = excluded.expires_at
        WHERE f.expires_at <= now()`),
  );
}

/** How many distinct addresses failed a password for `account` in their windows. */
export async function countFailures(account: string): Promise<number> {
  const [row] = await inTransaction(
    getDatabase(),
    (tx) =>
      tx.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM app_private.sign_in_failures
        WHERE account = ${account} AND expires_at > now()`),
    { readOnly: true },
  );
  return row?.n ?? 0;
}

/** Removes the counters and failures whose windows ended. */
export async function deleteExpiredLimits(): Promise<void> {
  await inTransaction(getDatabase(), async (tx) => {
    await tx.execute(sql`DELETE FROM app_private.sign_in_counters WHERE expires_at <= now()`);
    await tx.execute(sql`DELETE FROM app_private.sign_in_failures WHERE expires_at <= now()`);
    await tx.execute(sql`DELETE FROM app_private.sign_in_link_requests WHERE expires_at <= now()`);
  });
}

/**
 * Takes back one hit of `key` in its current window (the row goes when none is left). The row is
 * locked first, so give-backs at once each see the count the previous one left: any number of
 * them take back that many hits, never below none.
 */
export async function giveBackHit(key: string): Promise<void> {
  await inTransaction(getDatabase(), async (tx) => {
    const [row] = await tx.execute<{ count: number }>(sql`
      SELECT count FROM app_private.sign_in_counters
      WHERE key = ${key} AND expires_at > now() FOR UPDATE`);
    if (!row) return;
    await tx.execute(
      row.count <= 1
        ? sql`DELETE FROM app_private.sign_in_counters WHERE key = ${key}`
        : sql`UPDATE app_private.sign_in_counters SET count = count - 1 WHERE key = ${key}`,
    );
  });
}

/** Notes the counters (`keys`) the latest link request for `account` took, for `windowMs`. */
export async function rememberLinkRequest(
  account: string,
  keys: string[],
  windowMs: number,
): Promise<void> {
  await inTransaction(getDatabase(), (tx) =>
    tx.execute(sql`
      INSERT INTO app_private.sign_in_link_requests (account, keys, expires_at)
      VALUES (${account}, ${JSON.stringify(keys)}::jsonb,
        now() + make_interval(secs => ${seconds(windowMs)}::float8))
      ON CONFLICT (account) DO UPDATE SET keys = excluded.keys, expires_at = excluded.expires_at`),
  );
}

/** Forgets and returns the counters the latest link request for `account` took, if still kept. */
export async function takeLinkRequest(account: string): Promise<string[] | null> {
  const [row] = await inTransaction(getDatabase(), (tx) =>
    tx.execute<{ keys: string[] }>(sql`
      DELETE FROM app_private.sign_in_link_requests
      WHERE account = ${account} AND expires_at > now()
      RETURNING keys`),
  );
  return row?.keys ?? null;
}

/** The count of `key` in its current window, 0 when none is open. */
export async function countOf(key: string): Promise<number> {
  const [row] = await inTransaction(
    getDatabase(),
    (tx) =>
      tx.execute<{ count: number }>(sql`
        SELECT count FROM app_private.sign_in_counters WHERE key = ${key} AND expires_at > now()`),
    { readOnly: true },
  );
  return row?.count ?? 0;
}
