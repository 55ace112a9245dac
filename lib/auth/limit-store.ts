import "server-only";
import { getDatabase } from "@/lib/db/client";
import { processWide } from "@/lib/process-table";
import type { Hit, LimitStore } from "./rate-limit";

const SWEEP_EVERY_MS = 60_000;
/** When this process last swept, in ms since the epoch. */
const sweep = processWide("signInLimitSweep", () => ({ lastAt: 0 }));

const interval = (windowMs: number) => windowMs / 1000;

/**
 * Removes expired rows at most once a minute per process, in the background: an expired row
 * is already ignored, so this only keeps the tables small.
 */
function sweepNowAndThen(): void {
  const now = Date.now();
  if (now - sweep.lastAt < SWEEP_EVERY_MS) return;
  sweep.lastAt = now;
  const sql = getDatabase().$client;
  void sql`DELETE FROM app_private.sign_in_counters WHERE expires_at <= now()`
    .then(() => sql`DELETE FROM app_private.sign_in_failures WHERE expires_at <= now()`)
    .catch(() => undefined);
}

/**
 * The counters in the project's Postgres (`app_private`, migration `sign_in_limits`), so every
 * instance and process of the app shares them. Each call is one atomic statement; throws when
 * the database is not configured or does not answer.
 */
export const databaseLimitStore: LimitStore = {
  async hit(key, windowMs): Promise<Hit> {
    const sql = getDatabase().$client;
    sweepNowAndThen();
    const [row] = await sql<{ count: number; remaining_ms: number }[]>`
      INSERT INTO app_private.sign_in_counters AS c (key, count, expires_at)
      VALUES (${key}, 1, now() + make_interval(secs => ${interval(windowMs)}::float8))
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN c.expires_at <= now() THEN 1 ELSE c.count + 1 END,
        expires_at = CASE WHEN c.expires_at <= now() THEN excluded.expires_at ELSE c.expires_at END
      RETURNING count, (extract(epoch FROM expires_at - now()) * 1000)::float8 AS remaining_ms`;
    if (!row) throw new Error("sign_in_counters: the upsert returned no row");
    return { count: row.count, remainingMs: row.remaining_ms };
  },

  async markFailure(account, address, windowMs) {
    const sql = getDatabase().$client;
    sweepNowAndThen();
    await sql`
      INSERT INTO app_private.sign_in_failures AS f (account, address, expires_at)
      VALUES (${account}, ${address}, now() + make_interval(secs => ${interval(windowMs)}::float8))
      ON CONFLICT (account, address) DO UPDATE SET expires_at = excluded.expires_at
        WHERE f.expires_at <= now()`;
  },

  async failures(account) {
    const sql = getDatabase().$client;
    const [row] = await sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM app_private.sign_in_failures
      WHERE account = ${account} AND expires_at > now()`;
    return row?.n ?? 0;
  },
};
