import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { applyMigrations } from "@/lib/db/migrate";
import { findOpenings } from "@/lib/db/privileges";
import { stackForFile } from "../helpers/stack-process";

// The local database as a migration meets it on a Supabase project: PostgreSQL 17, a postgres
// role that is not a superuser, the Data API's roles with the platform's default privileges.
const stack = stackForFile();
let owner: postgres.Sql;

beforeAll(() => {
  owner = postgres(stack.databaseUrl, { max: 1, onnotice: () => undefined });
});

afterAll(async () => {
  await owner.end();
});

/** Runs `work` as PostgREST does for a request: one transaction under the request's role. */
async function asRole(role: string, statement: string, claims: object = {}): Promise<unknown> {
  return owner.begin(async (tx) => {
    await tx`SELECT set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`;
    await tx.unsafe(`SET LOCAL ROLE ${role}`);
    return tx.unsafe(statement);
  });
}

/** Runs `work` as the owner and rolls it back, whatever it did. */
async function rolledBack<T>(work: (tx: postgres.TransactionSql) => Promise<T>): Promise<T> {
  const rollback = new Error("rollback");
  let result: T | undefined;
  await owner
    .begin(async (tx) => {
      result = await work(tx);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return result as T;
}

/** A folder holding one test-only migration, named after the migrations that ran. */
function migrationFolder(name: string, sql: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "test-migration-"));
  writeFileSync(path.join(dir, `29991231000000_${name}.sql`), sql);
  return dir;
}

describe("the local database", () => {
  it("is PostgreSQL 17, where postgres is no superuser", async () => {
    const [server] = await owner<[{ version: string; superuser: boolean; path: string }]>`
      SELECT version(), (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS superuser,
        current_setting('search_path') AS path`;
    console.info(`The local database: ${server.version}`);
    expect(server.version).toMatch(/^PostgreSQL 17\.\d+ /);
    expect(server.superuser).toBe(false);
    expect(server.path).toBe('"$user", public, extensions');
  });

  it("has Supabase's API roles, authenticator and extensions schema", async () => {
    const roles = await owner<
      { name: string; login: boolean; inherit: boolean; bypass: boolean }[]
    >`
      SELECT rolname AS name, rolcanlogin AS login, rolinherit AS inherit, rolbypassrls AS bypass
      FROM pg_roles WHERE rolname IN ('anon', 'authenticated', 'service_role', 'authenticator')
      ORDER BY rolname`;
    expect(roles).toEqual([
      { name: "anon", login: false, inherit: true, bypass: false },
      { name: "authenticated", login: false, inherit: true, bypass: false },
      { name: "authenticator", login: true, inherit: false, bypass: false },
      { name: "service_role", login: false, inherit: true, bypass: true },
    ]);
    const [uuid] = await owner<[{ ok: boolean }]>`
      SELECT extensions.uuid_generate_v4() IS NOT NULL AS ok`;
    expect(uuid.ok).toBe(true);
  });

  it("answers auth.uid(), auth.role() and auth.jwt() from the request's claims", async () => {
    const sub = "7b0c5a52-8c3e-4d0e-9d6f-0a1b2c3d4e5f";
    const claims = { sub, role: "authenticated", app_metadata: { role: "editor" } };
    const [row] = (await asRole(
      "authenticated",
      "SELECT auth.uid() AS uid, auth.role() AS role, auth.jwt() -> 'app_metadata' ->> 'role' AS staff",
      claims,
    )) as [{ uid: string; role: string; staff: string }];
    expect(row).toEqual({ uid: sub, role: "authenticated", staff: "editor" });
  });

  it("opens a new table in public to the publishable key, as a Supabase project does", async () => {
    const readable = await rolledBack(async (tx) => {
      await tx`CREATE TABLE public.fresh_table (id int)`;
      const [row] = await tx<[{ anon: boolean; service: boolean }]>`
        SELECT has_table_privilege('anon', 'public.fresh_table', 'SELECT') AS anon,
          has_table_privilege('service_role', 'public.fresh_table', 'SELECT') AS service`;
      return row;
    });
    // The platform's default: open to anon. The project's own migration closes the secret key's.
    expect(readable).toEqual({ anon: true, service: false });
  });
});

describe("the migrations", () => {
  it("leave no table open to the API roles and no role bypassing row level security", async () => {
    expect(await findOpenings(owner)).toEqual([]);
  });

  it.each([
    ["activity log", "SELECT * FROM public.activity_events"],
    ["activity log", "INSERT INTO public.activity_events (action) VALUES ('auth.signed_in')"],
    ["history", "SELECT * FROM public.content_history"],
    ["drafts", "SELECT title FROM public.ventures WHERE stage = 'draft'"],
    ["drafts", "UPDATE public.ventures SET title = 'x'"],
    ["limits", "SELECT * FROM app_private.sign_in_counters"],
    ["limits", "DELETE FROM app_private.sign_in_failures"],
  ])("refuse service_role on the %s: %s", async (_what, statement) => {
    await expect(asRole("service_role", statement)).rejects.toMatchObject({ code: "42501" });
  });

  it.each(["anon", "authenticated"])("show %s no draft, no history and no limits", async (role) => {
    const [published] = await owner<[{ n: number }]>`
      SELECT count(*)::int AS n FROM public.ventures WHERE stage = 'published'`;
    const [drafted] = await owner<[{ n: number }]>`
      SELECT count(*)::int AS n FROM public.ventures WHERE stage = 'draft'`;
    expect(drafted.n).toBeGreaterThan(0);
    const seen = (await asRole(role, "SELECT count(*)::int AS n FROM public.ventures")) as [
      { n: number },
    ];
    expect(seen[0].n).toBe(published.n);
    for (const statement of [
      "SELECT stage FROM public.ventures",
      "SELECT * FROM public.content_history",
      "SELECT * FROM app_private.sign_in_counters",
    ]) {
      await expect(asRole(role, statement)).rejects.toMatchObject({ code: "42501" });
    }
  });
});

describe("a migration that a Supabase project would refuse or leave open", () => {
  it("is named when it creates a table without revoking the API roles' defaults", async () => {
    const findings = await rolledBack(async (tx) => {
      await tx.unsafe(`CREATE TABLE public.forgotten (id int PRIMARY KEY, note text)`);
      return findOpenings(tx);
    });
    expect(findings).toEqual([
      "public.forgotten is writable by anon (INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER)",
      "public.forgotten is writable by authenticated (INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER)",
    ]);
  });

  it("is named when it creates a role that bypasses row level security", async () => {
    const findings = await rolledBack(async (tx) => {
      await tx.unsafe("CREATE ROLE sneaky NOLOGIN BYPASSRLS");
      return findOpenings(tx);
    });
    expect(findings).toEqual(["role sneaky bypasses row level security"]);
  });

  it.each([
    [
      "writes to the auth schema",
      "CREATE TABLE auth.shadow (id uuid)",
      /permission denied for schema auth/,
    ],
    [
      "replaces an auth function",
      "CREATE OR REPLACE FUNCTION auth.uid() RETURNS uuid LANGUAGE sql AS $$ SELECT NULL::uuid $$",
      /must be owner of function uid|permission denied for schema auth/,
    ],
    [
      "creates an event trigger",
      "CREATE FUNCTION public.on_ddl() RETURNS event_trigger LANGUAGE plpgsql AS $$ BEGIN END $$; CREATE EVENT TRIGGER on_ddl ON ddl_command_end EXECUTE FUNCTION public.on_ddl()",
      /permission denied to create event trigger|must be superuser/,
    ],
    [
      "alters a platform role",
      "ALTER ROLE supabase_admin NOLOGIN",
      /permission denied to alter role|must be superuser/,
    ],
  ])("fails to apply, named, when it %s", async (name, sql, reason) => {
    const dir = migrationFolder(name.replaceAll(" ", "_"), sql);
    const failure = applyMigrations(stack.databaseUrl, dir);
    await expect(failure).rejects.toThrow(
      new RegExp(`^29991231000000_${name.replaceAll(" ", "_")}\\.sql: `),
    );
    await expect(failure).rejects.toThrow(reason);
  });
});
