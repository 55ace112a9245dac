import postgres from "postgres";
import { createDatabase, type Database } from "@/lib/db/client";
import * as published from "@/lib/db/published";
import { announcements, careersLists, jobs, ventures } from "@/tests/fixtures/seed-content";
import { startStack, type TestStack } from "../helpers/stack-process";

let stack: TestStack;
let sql: postgres.Sql;
let db: Database;

beforeAll(async () => {
  stack = await startStack();
  sql = postgres(stack.databaseUrl, { prepare: false, max: 2, onnotice: () => undefined });
  db = createDatabase(stack.appDatabaseUrl);
});

afterAll(async () => {
  await sql?.end();
  await db?.$client.end();
  await stack?.stop();
});

const CONTENT_TABLES = ["ventures", "announcements", "jobs", "careers", "site_bar", "site_notice"];

/** What the public pages show of each table: all that the REST API's roles may read. */
const PUBLIC_COLUMNS: Record<string, string> = {
  ventures: "slug, position, title, command, preview, report",
  announcements: "slug, date, title, category, summary, article",
  jobs:
    "slug, position, title, location, type, salary_min, salary_max, currency, summary, " +
    "requirements, responsibilities, apply_email",
  careers: "benefits, culture",
  site_bar: "text, link_url, starts_at, ends_at",
  site_notice: "title, body, notice_version",
};
// Tables whose rows the site shows only while switched on (the seed publishes both switched off).
const SWITCHED = ["site_bar", "site_notice"];

describe("the seed", () => {
  it("publishes exactly the seed fixtures", async () => {
    expect(await published.readPublished(db, "ventures")).toEqual(ventures);
    expect(await published.readPublished(db, "announcements")).toEqual(announcements);
    // A job as the site reads it also carries the currency its salaries are in.
    expect(await published.readPublished(db, "jobs")).toEqual(
      jobs.map((job) => ({ ...job, currency: "USD" })),
    );
    expect(await published.readPublished(db, "careers")).toEqual([careersLists]);
    const [[bar], [notice]] = await Promise.all([
      published.readPublished(db, "siteBar"),
      published.readPublished(db, "siteNotice"),
    ]);
    expect(bar).toMatchObject({ enabled: false });
    expect(notice).toMatchObject({ enabled: false });
  });
});

/** Runs `work` as PostgREST does for a request: one transaction under the request's role. */
function asRole<T>(role: string, work: (tx: postgres.TransactionSql) => Promise<T>) {
  return sql.begin(async (tx) => {
    await tx.unsafe(`SET LOCAL ROLE ${role}`);
    return work(tx);
  }) as Promise<T>;
}

describe.each(["anon", "authenticated"])("row-level security as %s", (role) => {
  beforeAll(async () => {
    await sql`UPDATE ventures SET title = 'Unpublished draft title' WHERE slug = 'ledgerline' AND stage = 'draft'`;
    await sql`UPDATE site_bar SET text = 'Bar text' WHERE stage = 'published'`;
    await sql`UPDATE site_notice SET title = 'Notice', body = 'Notice body' WHERE stage = 'published'`;
  });

  it.each(Object.entries(PUBLIC_COLUMNS))(
    "reads only the published rows of %s, and only their public columns",
    async (table, columns) => {
      const rows = await asRole(role, (tx) => tx.unsafe(`SELECT ${columns} FROM public.${table}`));
      const [{ published }] = await sql.unsafe<[{ published: number }]>(
        `SELECT count(*)::int AS published FROM public.${table} WHERE stage = 'published'` +
          (SWITCHED.includes(table) ? " AND enabled" : ""),
      );
      expect(rows.length).toBe(published);
      for (const hidden of ["*", "stage", "version", "updated_at", "updated_by"]) {
        await expect(
          asRole(role, (tx) => tx.unsafe(`SELECT ${hidden} FROM public.${table}`)),
        ).rejects.toMatchObject({ code: "42501" });
      }
    },
  );

  it("sees the site bar only while it is switched on and inside its window", async () => {
    const showing = async (set: string) => {
      await sql.unsafe(`UPDATE site_bar SET ${set} WHERE stage = 'published'`);
      return (await asRole(role, (tx) => tx`SELECT text FROM site_bar`)).length;
    };
    const hour = "interval '1 hour'";
    expect(await showing(`enabled = true, starts_at = now() + ${hour}, ends_at = NULL`)).toBe(0);
    expect(await showing(`starts_at = now() - ${hour}, ends_at = now() + ${hour}`)).toBe(1);
    expect(await showing(`enabled = false`)).toBe(0);
    expect(await showing(`enabled = true, starts_at = NULL, ends_at = now() - ${hour}`)).toBe(0);
    expect(await showing(`enabled = true, starts_at = NULL, ends_at = NULL`)).toBe(1);
    await showing("enabled = false");
  });

  it("sees the site notice only while it is switched on", async () => {
    const showing = async (enabled: boolean) => {
      await sql`UPDATE site_notice SET enabled = ${enabled} WHERE stage = 'published'`;
      return (await asRole(role, (tx) => tx`SELECT title FROM site_notice`)).length;
    };
    expect(await showing(false)).toBe(0);
    expect(await showing(true)).toBe(1);
    await showing(false);
  });

  it("never sees a draft's text", async () => {
    const titles = await asRole(role, (tx) => tx`SELECT title FROM ventures`);
    expect(titles.map((row) => row.title)).not.toContain("Unpublished draft title");
  });

  it("cannot read the history", async () => {
    await expect(asRole(role, (tx) => tx`SELECT * FROM content_history`)).rejects.toMatchObject({
      code: "42501",
    });
  });

  it.each(CONTENT_TABLES)("cannot insert, update, delete or truncate %s", async (table) => {
    const attempts = [
      `INSERT INTO public.${table} (stage) VALUES ('published')`,
      `UPDATE public.${table} SET version = version + 1`,
      `DELETE FROM public.${table}`,
      `TRUNCATE public.${table}`,
    ];
    for (const statement of attempts) {
      await expect(asRole(role, (tx) => tx.unsafe(statement))).rejects.toMatchObject({
        code: "42501",
      });
    }
    const [{ rows }] = await sql.unsafe<[{ rows: number }]>(
      `SELECT count(*)::int AS rows FROM public.${table}`,
    );
    expect(rows).toBeGreaterThan(0);
  });

  it("cannot write the history", async () => {
    await expect(
      asRole(
        role,
        (tx) =>
          tx`INSERT INTO content_history (kind, item_id, action) VALUES ('ventures', gen_random_uuid(), 'save')`,
      ),
    ).rejects.toMatchObject({ code: "42501" });
  });
});
