import "server-only";
import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres, { type Sql } from "postgres";
import { processWide } from "@/lib/process-table";
import { databaseUrl } from "@/lib/server-env";
import { connectionOptions } from "./connection";

/**
 * The database handle every query function takes. The queries name their tables themselves
 * (lib/db/schema.ts), so the handle carries no schema, and loading it (as the proxy's session
 * check does) loads neither the content registry nor zod.
 */
export type Database = PostgresJsDatabase & { $client: Sql };

/** Thrown when no DATABASE_URL is configured. */
export class DatabaseNotConfiguredError extends Error {
  constructor() {
    super("DATABASE_URL is not set");
  }
}

/** Builds a Drizzle handle over a new postgres.js pool for `databaseUrl`. */
export function createDatabase(databaseUrl: string): Database {
  return drizzle(postgres(databaseUrl, connectionOptions(databaseUrl)));
}

/** The process's pooled database at DATABASE_URL; throws `DatabaseNotConfiguredError` without it. */
export function getDatabase(): Database {
  const url = databaseUrl();
  if (!url) throw new DatabaseNotConfiguredError();
  // One pool per process, which dev's hot reloads keep rather than open a new one each time.
  return processWide("database", () => createDatabase(url));
}
