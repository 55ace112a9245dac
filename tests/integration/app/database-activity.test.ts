import postgres from "postgres";
import {
  exportActivity,
  readActivity,
  recordEventNow,
  type ActivityFilters,
  type ActivityRow,
  type Author,
} from "@/lib/db/activity";
import { createDatabase, type Database } from "@/lib/db/client";
import { readDrafts, readItem } from "@/lib/db/drafts";
import { createItem, deleteItem, saveDraft, setPublication } from "@/lib/db/editing";
import { reorderItems } from "@/lib/db/ordering";
import { contentKinds, type EditableKind } from "@/lib/editor/kinds";
import { createStaff } from "../helpers/clients";
import { startStack, type TestStack } from "../helpers/stack-process";

let stack: TestStack;
let sql: postgres.Sql;
let db: Database;
let editor: Author;

beforeAll(async () => {
  stack = await startStack();
  process.env.DATABASE_URL = stack.appDatabaseUrl;
  sql = postgres(stack.databaseUrl, { prepare: false, max: 2, onnotice: () => undefined });
  db = createDatabase(stack.appDatabaseUrl);
  editor = { ...(await createStaff(stack)), clientAddress: "203.0.113.9" };
});

afterAll(async () => {
  await sql?.end();
  await db?.$client.end();
  await stack?.stop();
});

const NO_FILTERS: ActivityFilters = { person: null, actions: null, from: null, until: null };

/** The events written since event `after` (by id), oldest first. */
async function eventsSince(after: number): Promise<ActivityRow[]> {
  const { rows } = await readActivity(db, NO_FILTERS, after ? { after } : null, 1000);
  return rows.reverse();
}

/** The id of the newest event, or 0. */
async function lastEventId(): Promise<number> {
  const [row] = await sql<[{ id: number | null }]>`SELECT max(id)::int AS id FROM activity_events`;
  return row.id ?? 0;
}

/** Runs `work` and returns the events it wrote, oldest first. */
async function eventsOf(work: () => Promise<unknown>): Promise<ActivityRow[]> {
  const mark = await lastEventId();
  await work();
  return eventsSince(mark);
}

const byEditor = (action: string, target: object) =>
  expect.objectContaining({
    actorId: editor.id,
    actorEmail: editor.email,
    action,
    clientAddress: editor.clientAddress,
    ...target,
  });

const ANNOUNCEMENT = {
  slug: "activity-log",
  date: "2026-11-25",
  title: "Activity log",
  category: "Company",
  summary: "S",
  article: ["A"],
};

describe("content changes write one activity event each, in their transaction", () => {
  it("records create, save, publish, unpublish, restore and delete of an announcement", async () => {
    const mark = await lastEventId();
    const item = await createItem(db, "announcements", ANNOUNCEMENT, editor);
    await saveDraft(db, "announcements", item.id, 1, { title: "Activity log 2" }, editor);
    await setPublication(db, "announcements", item.id, 2, editor, "publish");
    await setPublication(db, "announcements", item.id, 3, editor, "unpublish");
    await saveDraft(db, "announcements", item.id, 4, ANNOUNCEMENT, editor, { isRestore: true });
    await deleteItem(db, "announcements", item.id, 5, editor);

    const target = (label: string) => ({
      targetKind: "announcements",
      targetId: item.id,
      targetLabel: label,
    });
    expect(await eventsSince(mark)).toEqual([
      byEditor("content.saved", target("Activity log")),
      byEditor("content.saved", target("Activity log 2")),
      byEditor("content.published", target("Activity log 2")),
      byEditor("content.unpublished", target("Activity log 2")),
      byEditor("content.restored", target("Activity log")),
      byEditor("content.deleted", target("Activity log")),
    ]);
  });

  const kinds = Object.keys(contentKinds) as EditableKind[];
  const ONE_ROW_LABELS: Partial<Record<EditableKind, string>> = {
    careers: "Careers lists",
    siteBar: "Site bar",
    siteNotice: "Site notice",
    contactForm: "Contact form switch",
  };
  it.each(kinds)("records a save and a publish of %s, named by title or kind", async (kind) => {
    const [listing] = await readDrafts(db, kind);
    const draft = listing!.draft;
    const events = await eventsOf(async () => {
      await saveDraft(db, kind, draft.id, draft.version, {}, editor);
      await setPublication(db, kind, draft.id, draft.version + 1, editor, "publish");
    });
    const label = "title" in draft && contentKinds[kind].list ? draft.title : ONE_ROW_LABELS[kind];
    const target = { targetKind: kind, targetId: draft.id, targetLabel: label };
    expect(events).toEqual([
      byEditor("content.saved", target),
      byEditor("content.published", target),
    ]);
  });

  it("records one reorder of a list, and none for an order that moves nothing", async () => {
    const ids = (await readDrafts(db, "ventures")).map(({ draft }) => draft.id);
    const moved = await eventsOf(() => reorderItems(db, "ventures", [...ids].reverse(), editor));
    expect(moved).toEqual([
      byEditor("content.reordered", {
        targetKind: "ventures",
        targetId: null,
        targetLabel: "Ventures",
        details: { moved: expect.any(Number) },
      }),
    ]);
    const same = await eventsOf(() => reorderItems(db, "ventures", [...ids].reverse(), editor));
    expect(same).toEqual([]);
  });

  it("records nothing for a refused change", async () => {
    const [listing] = await readDrafts(db, "jobs");
    const { id, version } = listing!.draft;
    const missing = "00000000-0000-4000-8000-00000000abcd";
    const events = await eventsOf(async () => {
      expect(
        await saveDraft(db, "jobs", id, version - 1, { title: "Stale" }, editor),
      ).toMatchObject({ ok: false, reason: "conflict" });
      expect(await setPublication(db, "jobs", id, version + 7, editor, "publish")).toMatchObject({
        ok: false,
      });
      expect(await deleteItem(db, "jobs", missing, 1, editor)).toMatchObject({ ok: false });
      expect(await reorderItems(db, "jobs", [id], editor)).toBe(false);
      await expect(
        saveDraft(db, "jobs", id, version, { salaryMin: 9, salaryMax: 1 }, editor),
      ).rejects.toMatchObject({ cause: { code: "23514" } });
    });
    expect(events).toEqual([]);
  });

  it("rolls the change back when its event cannot be written", async () => {
    const refused = { ...editor, email: "refused-by-the-log@example.com" };
    await sql`ALTER TABLE activity_events ADD CONSTRAINT test_refuse
      CHECK (actor_email <> 'refused-by-the-log@example.com')`;
    try {
      const [listing] = await readDrafts(db, "ventures");
      const { id, version, title } = listing!.draft;
      await expect(
        saveDraft(db, "ventures", id, version, { title: "Never saved" }, refused),
      ).rejects.toMatchObject({ cause: { code: "23514" } });
      const { draft } = await readItem(db, "ventures", id);
      expect(draft).toMatchObject({ version, title });
      const [history] = await sql`SELECT count(*)::int AS n FROM content_history
        WHERE item_id = ${id} AND after->>'title' = 'Never saved'`;
      expect(history?.n).toBe(0);
    } finally {
      await sql`ALTER TABLE activity_events DROP CONSTRAINT test_refuse`;
    }
  });
});

describe("reading the log", () => {
  const actor = { id: null, email: "Reader.Test_1%@example.com" };

  beforeAll(async () => {
    for (const action of ["auth.sign_in_refused", "auth.signed_in"] as const) {
      await recordEventNow({ actor, action, target: null, clientAddress: null });
    }
  });

  it("filters by part of the person's e-mail in any case, taking % and _ literally", async () => {
    const page = await readActivity(db, { ...NO_FILTERS, person: "reader.test_1%" }, null, 10);
    expect(page.rows.map((row) => row.action)).toEqual(["auth.signed_in", "auth.sign_in_refused"]);
    const wild = await readActivity(db, { ...NO_FILTERS, person: "reader%test" }, null, 10);
    expect(wild.rows).toEqual([]);
  });

  it("filters by kind of event and by date", async () => {
    const refused = await readActivity(
      db,
      { ...NO_FILTERS, person: "reader.test", actions: ["auth.sign_in_refused"] },
      null,
      10,
    );
    expect(refused.rows.map((row) => row.action)).toEqual(["auth.sign_in_refused"]);
    const hour = 60 * 60 * 1000;
    const future = { ...NO_FILTERS, from: new Date(Date.now() + hour) };
    expect((await readActivity(db, future, null, 10)).rows).toEqual([]);
    const past = { ...NO_FILTERS, until: new Date(Date.now() - hour) };
    expect((await readActivity(db, past, null, 10)).rows).toEqual([]);
  });

  it("pages newest first, older and newer from a cursor", async () => {
    const all = (await readActivity(db, NO_FILTERS, null, 1000)).rows.map((row) => row.id);
    expect(all.length).toBeGreaterThan(6);
    const first = await readActivity(db, NO_FILTERS, null, 3);
    expect(first).toMatchObject({ hasNewer: false, hasOlder: true });
    expect(first.rows.map((row) => row.id)).toEqual(all.slice(0, 3));
    const second = await readActivity(db, NO_FILTERS, { before: all[2]! }, 3);
    expect(second).toMatchObject({ hasNewer: true, hasOlder: true });
    expect(second.rows.map((row) => row.id)).toEqual(all.slice(3, 6));
    const back = await readActivity(db, NO_FILTERS, { after: all[3]! }, 3);
    expect(back).toMatchObject({ hasNewer: false, hasOlder: true });
    expect(back.rows.map((row) => row.id)).toEqual(all.slice(0, 3));
    expect((await readActivity(db, NO_FILTERS, { before: 999_999_999 }, 3)).rows).toEqual([]);
  });
});

describe("exporting the log", () => {
  it("reads every matching event, newest first, in batches without gaps or repeats", async () => {
    await sql`INSERT INTO activity_events (action, actor_email)
      SELECT 'auth.signed_in', 'export-' || n || '@batch.example.com'
      FROM generate_series(1, 1500) AS n`;
    const filters = { ...NO_FILTERS, person: "@batch.example.com" };
    const batches: number[][] = [];
    for await (const rows of exportActivity(db, filters)) batches.push(rows.map((row) => row.id));
    expect(batches.map((batch) => batch.length)).toEqual([1000, 500]);
    const ids = batches.flat();
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(1500);
  });
});

/** Runs `work` as PostgREST does for a request: one transaction under the request's role. */
function asRole<T>(role: string, work: (tx: postgres.TransactionSql) => Promise<T>) {
  return sql.begin(async (tx) => {
    await tx.unsafe(`SET LOCAL ROLE ${role}`);
    return work(tx);
  }) as Promise<T>;
}

describe.each(["anon", "authenticated"])("the REST API's role %s", (role) => {
  it.each([
    "SELECT * FROM public.activity_events",
    "SELECT count(*) FROM public.activity_events",
    "INSERT INTO public.activity_events (action) VALUES ('auth.signed_in')",
    "UPDATE public.activity_events SET actor_email = 'x'",
    "DELETE FROM public.activity_events",
    "TRUNCATE public.activity_events",
  ])("is refused: %s", async (statement) => {
    await expect(asRole(role, (tx) => tx.unsafe(statement))).rejects.toMatchObject({
      code: "42501",
    });
  });
});

describe("the app's own role, the table's owner", () => {
  it("appends events", async () => {
    const [row] = await sql`INSERT INTO activity_events (action, actor_email)
      VALUES ('auth.signed_out', 'owner-insert@example.com') RETURNING id::int`;
    expect(row?.id).toBeGreaterThan(0);
  });

  it.each([
    "UPDATE public.activity_events SET actor_email = 'rewritten@example.com'",
    "DELETE FROM public.activity_events",
    "TRUNCATE public.activity_events",
  ])("is refused by the trigger: %s", async (statement) => {
    const before = await lastEventId();
    await expect(sql.unsafe(statement)).rejects.toMatchObject({
      code: "42501",
      message: expect.stringContaining("append-only"),
    });
    const [row] = await sql`SELECT count(*)::int AS n FROM activity_events
      WHERE actor_email = 'rewritten@example.com'`;
    expect(row?.n).toBe(0);
    expect(await lastEventId()).toBe(before);
  });
});
