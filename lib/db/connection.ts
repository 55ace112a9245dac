import type { Options } from "postgres";

/**
 * Whether connections at `databaseUrl` may share one server session between clients: Supabase's
 * pooler (port 6543, or a pooler.supabase.com host). A direct connection, the local stack's
 * included, is a session of its own.
 */
export function sharesSessions(databaseUrl: string): boolean {
  const url = new URL(databaseUrl);
  return url.port === "6543" || hostOf(url).endsWith(".pooler.supabase.com");
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, "").toLowerCase();

/** This machine: a loopback address, `localhost`, or no host at all (a Unix socket). */
function isLoopback(url: URL): boolean {
  const host = hostOf(url);
  return host === "" || host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * TLS for the connection: `require` for any host but this machine, unless the URL chooses
 * (`sslmode=` or `ssl=`: postgres.js reads it, and an option given here would override it).
 */
function tlsOption(databaseUrl: string): Pick<Options<Record<string, never>>, "ssl"> {
  const url = new URL(databaseUrl);
  if (url.searchParams.has("sslmode") || url.searchParams.has("ssl")) return {};
  return { ssl: isLoopback(url) ? false : "require" };
}

/**
 * postgres.js options for every connection the app and its scripts open: TLS to anything but
 * this machine (unless the URL says otherwise), prepared statements off where sessions are
 * shared (a prepared statement would outlive the client's turn), and short timeouts so an
 * unreachable database fails fast instead of holding a build or a save.
 */
export function connectionOptions(databaseUrl: string): Options<Record<string, never>> {
  return {
    ...tlsOption(databaseUrl),
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
