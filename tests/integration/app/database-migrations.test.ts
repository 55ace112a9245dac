import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, copyFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { applyMigrations, MIGRATIONS_DIR, readMigrations } from "@/lib/db/migrate";
import { removeDataDir, startStack, type TestStack } from "../helpers/stack-process";

// An empty folder, not the template: this stack starts from an empty database (a copy of a
// pristine initdb) and runs every migration itself.
const dataDir = mkdtempSync(path.join(tmpdir(), "local-supabase-empty-"));
let stack: TestStack | undefined;
let sql: postgres.Sql;

// initdb on an empty folder (when no pristine copy was made yet) takes minutes on a busy machine,
// beyond the suite's usual timeout.
beforeAll(async () => {
  stack = await startStack({ dataDir });
  sql = postgres(stack.databaseUrl, { prepare: false, max: 1, onnotice: () => undefined });
}, 300_000);

afterAll(async () => {
  await sql?.end();
  await stack?.stop();
  removeDataDir(dataDir);
});

const recorded = () =>
  sql<{ version: string; name: string }[]>`
    SELECT version, name FROM supabase_migrations.schema_migrations ORDER BY version`;

describe("migrations", () => {
  it("are applied by the stack on an empty database and recorded where supabase db push looks", async () => {
    const expected = readMigrations().map(({ version, name }) => ({ version, name }));
    expect(expected.length).toBeGreaterThan(0);
    expect(await recorded()).toEqual(expected);
    const tables = await sql<{ table_name: string }[]>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'
      ORDER BY table_name`;
    expect(tables.map((row) => row.table_name)).toEqual([
      "activity_events",
      "announcements",
      "careers",
      "contact_form",
      "contact_messages",
      "content_history",
      "jobs",
      "site_bar",
      "site_notice",
      "ventures",
    ]);
  });

  it("apply nothing the second time, from db:migrate or a restart of the stack", async () => {
    const counts = () =>
      sql`SELECT stage, count(*)::int AS n FROM ventures GROUP BY stage ORDER BY stage`;
    const before = await counts();
    expect(await applyMigrations(stack!.databaseUrl)).toEqual([]);
    await stack!.stop();
    stack = await startStack({ dataDir });
    await sql.end();
    sql = postgres(stack.databaseUrl, { prepare: false, max: 1, onnotice: () => undefined });
    expect(await counts()).toEqual(before);
    expect(await recorded()).toHaveLength(readMigrations().length);
  });

  it("are checked by db:migrate, which names a table left open to the API keys and fails", async () => {
    const migrate = () =>
      spawnSync(process.execPath, ["--import", "tsx", "scripts/db-migrate.ts"], {
        env: { ...process.env, MIGRATION_DATABASE_URL: stack!.databaseUrl },
        encoding: "utf8",
      });
    const clean = migrate();
    expect(clean.stdout).toContain("The database is up to date.");
    expect(clean.status).toBe(0);
    await sql`CREATE TABLE public.left_open (id int)`;
    try {
      const open = migrate();
      expect(open.stderr).toContain("public.left_open is writable by anon");
      expect(open.status).toBe(1);
    } finally {
      await sql`DROP TABLE public.left_open`;
    }
  });

  it("are refused to the app's role, which may change no schema", async () => {
    await expect(applyMigrations(stack!.appDatabaseUrl)).rejects.toMatchObject({ code: "42501" });
  });

  it("roll a failing migration back entirely and leave it pending", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "migrations-"));
    for (const file of readdirSync(MIGRATIONS_DIR)) {
      copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
    }
    writeFileSync(
      path.join(dir, "29990101000000_broken.sql"),
      "CREATE TABLE public.half_done (id int);\nSELECT no_such_function();\n",
    );
    await expect(applyMigrations(stack!.databaseUrl, dir)).rejects.toThrow(/no_such_function/);
    const [table] = await sql`SELECT to_regclass('public.half_done') AS name`;
    expect(table?.name).toBeNull();
    expect((await recorded()).map((row) => row.version)).not.toContain("29990101000000");
    removeDataDir(dir);
  });
});
