// `npm run db:migrate`: applies supabase/migrations to the database as its owner, at
// MIGRATION_DATABASE_URL, else DATABASE_URL (from the environment, else .env.local or .env). The
// app itself connects as portal_app, which may change no schema. The local stack applies the
// migrations itself on start. Then it names any table or role the migrations leave open to the
// Data API's keys (lib/db/privileges.ts), and fails if there is one.
import { existsSync } from "node:fs";
import postgres from "postgres";
import { connectionOptions } from "../lib/db/connection";
import { applyMigrations } from "../lib/db/migrate";
import { findOpenings } from "../lib/db/privileges";

const urlOf = () => process.env.MIGRATION_DATABASE_URL || process.env.DATABASE_URL;
for (const file of [".env.local", ".env"]) {
  if (!urlOf() && existsSync(file)) process.loadEnvFile(file);
}
const databaseUrl = urlOf();
if (!databaseUrl) {
  console.error("Set MIGRATION_DATABASE_URL or DATABASE_URL (see docs/supabase.md).");
  process.exit(1);
}

// Postgres's insufficient_privilege: the URL's role is not the owner (e.g. the app's).
const isNotOwner = (error: unknown) => (error as { code?: unknown } | null)?.code === "42501";

async function openings(url: string): Promise<string[]> {
  const sql = postgres(url, { ...connectionOptions(url), max: 1 });
  try {
    return await findOpenings(sql);
  } finally {
    await sql.end();
  }
}

applyMigrations(databaseUrl)
  .then(async (applied) => {
    console.log(
      applied.length === 0
        ? "The database is up to date."
        : `Applied ${applied.length} migration(s): ${applied.join(", ")}`,
    );
    const open = await openings(databaseUrl);
    if (open.length > 0) {
      console.error(`Open to the Data API's keys:\n  ${open.join("\n  ")}`);
      process.exit(1);
    }
  })
  .catch((error: unknown) => {
    console.error("Migration failed:", error instanceof Error ? error.message : error);
    if (isNotOwner(error)) {
      console.error(
        "  Migrations run as the database's owner (postgres): set MIGRATION_DATABASE_URL to its " +
          "connection string; DATABASE_URL is the app's role (docs/supabase.md).",
      );
    }
    process.exit(1);
  });
