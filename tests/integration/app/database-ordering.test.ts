import type { Author } from "@/lib/db/activity";
import { createDatabase, type Database } from "@/lib/db/client";
import { readDrafts, readHistory } from "@/lib/db/drafts";
import { saveDraft } from "@/lib/db/editing";
import { reorderItems } from "@/lib/db/ordering";
import { readPublished } from "@/lib/db/published";
import { createStaff } from "../helpers/clients";
import { startStack, type TestStack } from "../helpers/stack-process";

let stack: TestStack;
let db: Database;
let editor: Author;

beforeAll(async () => {
  stack = await startStack();
  db = createDatabase(stack.appDatabaseUrl);
  editor = { ...(await createStaff(stack)), clientAddress: null };
});

afterAll(async () => {
  await db?.$client.end();
  await stack?.stop();
});

describe("reordering ventures", () => {
  it("puts drafts and published rows in the new order without touching versions", async () => {
    const drafts = await readDrafts(db, "ventures");
    const ids = drafts.map(({ draft }) => draft.id);
    const reversed = [...ids].reverse();
    expect(await reorderItems(db, "ventures", reversed, editor)).toBe(true);

    const after = await readDrafts(db, "ventures");
    expect(after.map(({ draft }) => draft.id)).toEqual(reversed);
    expect(after.map(({ draft }) => draft.version)).toEqual(
      [...drafts].reverse().map(({ draft }) => draft.version),
    );
    const published = await readPublished(db, "ventures");
    expect(published.map(({ slug }) => slug)).toEqual(after.map(({ draft }) => draft.slug));
    const [entry] = await readHistory(db, "ventures", reversed[0]!);
    expect(entry).toMatchObject({ action: "reorder", actor: editor.id });
  });

  it("refuses an order that is not exactly the current items", async () => {
    const ids = (await readDrafts(db, "ventures")).map(({ draft }) => draft.id);
    expect(await reorderItems(db, "ventures", ids.slice(1), editor)).toBe(false);
    expect(await reorderItems(db, "ventures", [ids[0]!, ...ids.slice(0, -1)], editor)).toBe(false);
  });
});

describe("previewing drafts", () => {
  it("reads the drafts where the site reads the published rows", async () => {
    const [{ draft }] = (await readDrafts(db, "ventures")) as [
      Awaited<ReturnType<typeof readDrafts<"ventures">>>[number],
    ];
    await saveDraft(db, "ventures", draft.id, draft.version, { title: "Draft title" }, editor);
    const drafts = await readPublished(db, "ventures", "draft");
    const published = await readPublished(db, "ventures");
    expect(drafts.find(({ slug }) => slug === draft.slug)?.title).toBe("Draft title");
    expect(published.find(({ slug }) => slug === draft.slug)?.title).toBe(draft.title);
  });
});
