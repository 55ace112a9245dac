import { sql } from "drizzle-orm";
import { readActivity, type Author } from "@/lib/db/activity";
import { createDatabase, type Database } from "@/lib/db/client";
import { STATEMENT_TIMEOUT_MS } from "@/lib/db/connection";
import { readDrafts, readEditorView, readHistory, readItem, readSnapshot } from "@/lib/db/drafts";
import { createItem, deleteItem, saveDraft, setPublication } from "@/lib/db/editing";
import { sqlState } from "@/lib/db/errors";
import { nextPosition, reorderItems } from "@/lib/db/ordering";
import * as published from "@/lib/db/published";
import { inTransaction } from "@/lib/db/transaction";
import { contentKinds, type EditableKind } from "@/lib/editor/kinds";
import { announcements } from "@/tests/fixtures/seed-content";
import { createStaff } from "../helpers/clients";
import { startStack, type TestStack } from "../helpers/stack-process";

let stack: TestStack;
let db: Database;
let editor: Author;

/** How each transaction the database ran was opened: its access mode and statement timeout. */
let seen: { accessMode: string | undefined; timeout: unknown }[] = [];

beforeAll(async () => {
  stack = await startStack();
  db = createDatabase(stack.appDatabaseUrl);
  editor = { ...(await createStaff(stack)), clientAddress: null };
  const transaction = db.transaction.bind(db);
  jest.spyOn(db, "transaction").mockImplementation((work, config) =>
    transaction(async (tx) => {
      const result = await work(tx);
      const [row] = await tx.execute(sql`SHOW statement_timeout`);
      seen.push({ accessMode: config?.accessMode, timeout: row?.statement_timeout });
      return result;
    }, config),
  );
});

afterAll(async () => {
  await db?.$client.end();
  await stack?.stop();
});

beforeEach(() => {
  seen = [];
});

const TIMEOUT = `${STATEMENT_TIMEOUT_MS / 1000}s`;

describe("every query", () => {
  it("reads in a read-only transaction under the statement timeout", async () => {
    const [from, until] = [new Date(0), new Date()];
    const [{ draft }] = (await readDrafts(db, "ventures")) as [
      Awaited<ReturnType<typeof readDrafts<"ventures">>>[number],
    ];
    await readItem(db, "ventures", draft.id);
    await readHistory(db, "ventures", draft.id);
    await readSnapshot(db, "ventures", draft.id, 1);
    await readEditorView(db, "ventures", draft.id);
    await nextPosition(db, "ventures");
    for (const kind of Object.keys(contentKinds) as EditableKind[]) {
      await published.readPublished(db, kind);
    }
    await readActivity(db, { person: "a", actions: ["content.saved"], from, until }, null, 10);
    expect(seen).toHaveLength(15);
    for (const transaction of seen) {
      expect(transaction).toEqual({ accessMode: "read only", timeout: TIMEOUT });
    }
  });

  it("writes in a transaction under the statement timeout", async () => {
    const fields = { ...announcements[0]!, slug: "timed-write" };
    const item = await createItem(db, "announcements", fields, editor);
    const saved = await saveDraft(db, "announcements", item.id, 1, { title: "Timed 2" }, editor);
    await setPublication(db, "announcements", item.id, 2, editor, "publish");
    await deleteItem(db, "announcements", item.id, 3, editor);
    const ids = (await readDrafts(db, "jobs")).map(({ draft }) => draft.id);
    await reorderItems(db, "jobs", ids.reverse(), editor);
    expect(saved.ok).toBe(true);
    const write = { accessMode: "read write", timeout: TIMEOUT };
    const read = { accessMode: "read only", timeout: TIMEOUT };
    expect(seen).toEqual([write, write, write, write, read, write]);
  });

  it("refuses a write in a read-only transaction", async () => {
    const write = inTransaction(db, (tx) => tx.execute(sql`UPDATE ventures SET title = title`), {
      readOnly: true,
    });
    expect(await write.then(() => "written", sqlState)).toBe("25006");
  });
});
