// `npm run db:migrate`: applies supabase/migrations to the database as its owner, at
// MIGRATION_DATABASE_URL, else DATABASE_URL (from the environment, else .env.local or .env). The
// app itself connects as portal_app, which may change no schema. The local stack applies the
// migrations itself on start.
import { existsSync } from "node:fs";
import { applyMigrations } from "../lib/db/migrate";

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

applyMigrations(databaseUrl).then(
  (applied) => {
    console.log(
      applied.length === 0
        ? "The database is up to date."
        : `Applied ${applied.length} migration(s): ${applied.join(", ")}`,
    );
  },
  (error: unknown) => {
    console.error("Migration failed:", error instanceof Error ? error.message : error);
    if (isNotOwner(error)) {
      console.error(
        "  Migrations run as the database's owner (postgres): set MIGRATION_DATABASE_URL to its " +
          "connection string; DATABASE_URL is the app's role (docs/supabase.md).",
      );
    }
    process.exit(1);
  },
);
