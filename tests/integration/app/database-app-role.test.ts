import { sql as drizzleSql } from "drizzle-orm";
import postgres from "postgres";
import { recordEventNow } from "@/lib/db/activity";
import { getDatabase, type Database } from "@/lib/db/client";
import { readDrafts } from "@/lib/db/drafts";
import { createItem, saveDraft } from "@/lib/db/editing";
import { markSessionActive } from "@/lib/db/session-activity";
import { countFailures, countHit, recordFailure } from "@/lib/db/sign-in-limits";
import { inTransaction } from "@/lib/db/transaction";
import { createStaff } from "../helpers/clients";
import { startStack, type TestStack } from "../helpers/stack-process";

// The app's connection as the app opens it: lib/db's pool at DATABASE_URL, which the stack
// gives as the app's own role. `owner` is the migrations' connection, for checking.
let stack: TestStack;
let owner: postgres.Sql;
let db: Database;

beforeAll(async () => {
  stack = await startStack();
  process.env.DATABASE_URL = stack.appDatabaseUrl;
  db = getDatabase();
  owner = postgres(stack.databaseUrl, { prepare: false, max: 1, onnotice: () => undefined });
});

afterAll(async () => {
  await owner?.end();
  await db?.$client.end();
  await stack?.stop();
});

/**
 * Runs `statement` through the app's connection, in a transaction as every app query is: the
 * database's error message, or "accepted".
 */
async function asApp(statement: string): Promise<string> {
  try {
    await inTransaction(db, (tx) => tx.execute(drizzleSql.raw(statement)));
    return "accepted";
  } catch (error) {
    const { cause } = error as { cause?: unknown };
    return cause instanceof Error ? cause.message : String(error);
  }
}

const EVENT = {
  actor: { id: null, email: "someone@example.com" },
  action: "auth.sign_in_refused",
  target: null,
  clientAddress: "203.0.113.7",
} as const;

async function eventCount(): Promise<number> {
  const [row] = await owner<[{ n: number }]>`SELECT count(*)::int AS n FROM activity_events`;
  return row.n;
}

describe("the app's database connection", () => {
  it("runs as a role that owns nothing, not as the owner", async () => {
    const [who] = await inTransaction(db, (tx) =>
      tx.execute<{ name: string; superuser: string }>(
        drizzleSql`SELECT current_user AS name, current_setting('is_superuser') AS superuser`,
      ),
    );
    expect(who).toEqual({ name: "portal_app", superuser: "off" });
    const [owned] = await owner<[{ n: number }]>`
      SELECT (SELECT count(*) FROM pg_class WHERE relowner = 'portal_app'::regrole)
        + (SELECT count(*) FROM pg_proc WHERE proowner = 'portal_app'::regrole)
        + (SELECT count(*) FROM pg_namespace WHERE nspowner = 'portal_app'::regrole) AS n`;
    expect(Number(owned.n)).toBe(0);
  });

  it("cannot disable, drop or bypass the activity log's triggers", async () => {
    await recordEventNow(EVENT);
    const before = await eventCount();
    expect(
      await asApp("ALTER TABLE public.activity_events DISABLE TRIGGER activity_events_append_only"),
    ).toMatch(/must be owner/);
    expect(await asApp("ALTER TABLE public.activity_events DISABLE TRIGGER ALL")).toMatch(
      /must be owner/,
    );
    expect(
      await asApp("DROP TRIGGER activity_events_append_only ON public.activity_events"),
    ).toMatch(/must be owner/);
    expect(await asApp("DROP TABLE public.activity_events")).toMatch(/must be owner/);
    expect(await asApp("SET ROLE postgres")).toMatch(/permission denied/);
    const [triggers] = await owner<[{ enabled: string[] }]>`
      SELECT array_agg(tgenabled::text) AS enabled FROM pg_trigger
      WHERE tgrelid = 'public.activity_events'::regclass AND NOT tgisinternal`;
    expect(triggers.enabled).toEqual(["O", "O"]);
    expect(await eventCount()).toBe(before);
  });

  it("cannot update, delete or truncate the activity log", async () => {
    await recordEventNow(EVENT);
    const before = await eventCount();
    expect(await asApp("DELETE FROM public.activity_events")).toMatch(
      /permission denied for table activity_events/,
    );
    expect(
      await asApp("UPDATE public.activity_events SET actor_email = 'nobody@example.com'"),
    ).toMatch(/permission denied for table activity_events/);
    expect(await asApp("TRUNCATE public.activity_events")).toMatch(
      /permission denied for table activity_events/,
    );
    expect(await eventCount()).toBe(before);
    const [changed] = await owner<[{ n: number }]>`
      SELECT count(*)::int AS n FROM activity_events WHERE actor_email = 'nobody@example.com'`;
    expect(changed.n).toBe(0);
  });

  it("still records events, edits content and keeps the sign-in counters", async () => {
    const before = await eventCount();
    await recordEventNow(EVENT);
    expect(await eventCount()).toBe(before + 1);

    const author = { ...(await createStaff(stack)), clientAddress: "203.0.113.9" };
    const item = await createItem(
      db,
      "announcements",
      {
        slug: "app-role",
        date: "2026-11-27",
        title: "App role",
        category: "Company",
        summary: "S",
        article: ["A"],
      },
      author,
    );
    const saved = await saveDraft(db, "announcements", item.id, 1, { title: "App role 2" }, author);
    expect(saved.ok).toBe(true);
    const drafts = await readDrafts(db, "announcements");
    expect(drafts.find((listing) => listing.draft.id === item.id)).toEqual(
      expect.objectContaining({ updatedByEmail: author.email }),
    );
    expect(await eventCount()).toBe(before + 3);

    expect(await countHit("app-role-test", 60_000)).toEqual(expect.objectContaining({ count: 1 }));
    expect(await countHit("app-role-test", 60_000)).toEqual(expect.objectContaining({ count: 2 }));
    await recordFailure("app-role-account", "203.0.113.9", 60_000);
    expect(await countFailures("app-role-account")).toBe(1);
    expect(
      await markSessionActive("00000000-0000-4000-8000-00000000a0a0", new Date(), () => false),
    ).toBe("active");
  });

  it("reads auth.users only through the e-mail view, and cannot write through it", async () => {
    expect(await asApp("SELECT id FROM auth.users")).toMatch(/permission denied/);
    expect(await asApp("UPDATE app_private.user_emails SET email = 'taken@example.com'")).toMatch(
      /permission denied/,
    );
  });

  it("reaches a table a later migration creates, but truncates nothing", async () => {
    // Created as the owner, as a migration would, and rolled back.
    const rollback = new Error("rollback");
    let reachable: unknown;
    await owner
      .begin(async (tx) => {
        await tx`CREATE TABLE app_private.later_limits (key text PRIMARY KEY)`;
        await tx`CREATE TABLE public.later_content (id bigint GENERATED ALWAYS AS IDENTITY)`;
        reachable = [
          ...(await tx`
          SELECT privilege,
            has_table_privilege('portal_app', 'app_private.later_limits', privilege) AS private,
            has_table_privilege('portal_app', 'public.later_content', privilege) AS public
          FROM unnest(ARRAY['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'TRIGGER'])
            AS privilege`),
        ];
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    expect(reachable).toEqual([
      { privilege: "SELECT", private: true, public: true },
      { privilege: "INSERT", private: true, public: true },
      { privilege: "UPDATE", private: true, public: true },
      { privilege: "DELETE", private: true, public: true },
      { privilege: "TRUNCATE", private: false, public: false },
      { privilege: "TRIGGER", private: false, public: false },
    ]);
  });

  it("is refused a login as a role that does not exist or may not log in, or with a wrong password", async () => {
    for (const user of ["nobody_here", "anon", "portal_app"]) {
      const url = new URL(stack.databaseUrl);
      url.username = user;
      url.password = "wrong-password";
      const client = postgres(url.href, { prepare: false, max: 1, onnotice: () => undefined });
      await expect(client`SELECT 1`).rejects.toThrow(
        `password authentication failed for user "${user}"`,
      );
      await client.end({ timeout: 0 });
    }
  });
});

describe("the activity log's trigger function", () => {
  it("has a fixed, empty search_path", async () => {
    const [fn] = await owner<[{ config: string[] | null }]>`
      SELECT proconfig AS config FROM pg_proc WHERE proname = 'refuse_activity_change'`;
    expect(fn.config).toEqual(['search_path=""']);
  });
});
