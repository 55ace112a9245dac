// `npm run db:migrate`: applies supabase/migrations to the database at DATABASE_URL (from the
// environment, else .env.local or .env). The local stack applies them itself on start.
import { existsSync } from "node:fs";
import { applyMigrations } from "../lib/db/migrate";

for (const file of [".env.local", ".env"]) {
  if (!process.env.DATABASE_URL && existsSync(file)) process.loadEnvFile(file);
}
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("Set DATABASE_URL (see README, “Content database”).");
  process.exit(1);
}

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
    process.exit(1);
  },
);
