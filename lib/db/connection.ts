import type { Options } from "postgres";

/**
 * Whether connections at `databaseUrl` share one server session between clients: Supabase's
 * transaction pooler (port 6543, or a pooler.supabase.com host), or the local stack, which
 * multiplexes every client onto PGlite's one session (any loopback host).
 */
export function sharesSessions(databaseUrl: string): boolean {
  const url = new URL(databaseUrl);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return (
    url.port === "6543" ||
    host.endsWith(".pooler.supabase.com") ||
    ["127.0.0.1", "localhost", "::1"].includes(host)
  );
}

/**
 * postgres.js options for the app's one pool: prepared statements off where sessions are
 * shared (a prepared statement would outlive the client's turn), and short timeouts so an
 * unreachable database fails fast instead of holding a build or a save.
 */
export function connectionOptions(databaseUrl: string): Options<Record<string, never>> {
  return {
    prepare: !sharesSessions(databaseUrl),
    max: 5,
    connect_timeout: 10,
    idle_timeout: 20,
    max_lifetime: 60 * 30,
    onnotice: () => undefined,
  };
}

/** How long a statement may run before Postgres cancels it (set per transaction). */
export const STATEMENT_TIMEOUT_MS = 5000;
