import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { connectionOptions } from "./connection";

/** The Supabase CLI's migrations folder, which `supabase db push` applies too. */
export const MIGRATIONS_DIR = path.join(__dirname, "..", "..", "supabase", "migrations");

export type Migration = { version: string; name: string; sql: string };

/** The migrations in `dir`, oldest first, from files named `<timestamp>_<name>.sql`. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d+_.+\.sql$/.test(file))
    .sort()
    .map((file) => {
      const [, version = "", name = ""] = /^(\d+)_(.+)\.sql$/.exec(file) ?? [];
      return { version, name, sql: readFileSync(path.join(dir, file), "utf8") };
    });
}

/**
 * A migration that failed: its message names the file and the server's words, and it keeps the
 * server's error code (42501 for a missing privilege, as on a Supabase project's `postgres`).
 */
export class MigrationError extends Error {
  readonly code: string | undefined;

  constructor(migration: Migration, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`${migration.version}_${migration.name}.sql: ${reason}`, { cause });
    this.name = "MigrationError";
    this.code = (cause as { code?: string }).code;
  }
}

// The table and columns `supabase db push` creates and fills, so both tools agree on what ran.
const HISTORY_TABLE = `
  CREATE SCHEMA IF NOT EXISTS supabase_migrations;
  CREATE TABLE IF NOT EXISTS supabase_migrations.schema_migrations (version text NOT NULL PRIMARY KEY);
  ALTER TABLE supabase_migrations.schema_migrations ADD COLUMN IF NOT EXISTS statements text[];
  ALTER TABLE supabase_migrations.schema_migrations ADD COLUMN IF NOT EXISTS name text;
`;

/**
 * Applies the migrations of `dir` that `supabase_migrations.schema_migrations` does not list yet,
 * oldest first, each in one transaction with its own record. Returns the versions it applied
 * (none when the database is up to date); throws on the first failing migration, which leaves
 * no trace.
 */
export async function applyMigrations(
  databaseUrl: string,
  dir = MIGRATIONS_DIR,
): Promise<string[]> {
  const sql = postgres(databaseUrl, { ...connectionOptions(databaseUrl), max: 1, prepare: false });
  try {
    await sql.unsafe(HISTORY_TABLE).simple();
    const rows = await sql<{ version: string }[]>`
      SELECT version FROM supabase_migrations.schema_migrations`;
    const done = new Set(rows.map((row) => row.version));
    const applied: string[] = [];
    for (const migration of readMigrations(dir).filter((m) => !done.has(m.version))) {
      await sql
        .begin(async (tx) => {
          await tx.unsafe(migration.sql).simple();
          await tx`
            INSERT INTO supabase_migrations.schema_migrations (version, name, statements)
            VALUES (${migration.version}, ${migration.name}, ${tx.array([migration.sql])})`;
        })
        .catch((error: unknown) => {
          throw new MigrationError(migration, error);
        });
      applied.push(migration.version);
    }
    return applied;
  } finally {
    await sql.end();
  }
}
