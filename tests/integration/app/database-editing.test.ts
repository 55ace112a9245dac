import postgres from "postgres";
import { createDatabase, type Database } from "@/lib/db/client";
import { readDrafts, readHistory } from "@/lib/db/drafts";
import type { Author } from "@/lib/db/activity";
import { createItem, deleteItem, saveDraft, setPublication } from "@/lib/db/editing";
import { readPublished } from "@/lib/db/published";
import { clientFor, createStaff } from "../helpers/clients";
import { IDLE_TURN_TIMEOUT_MS } from "@/local-supabase/db-socket";
import { startStack, type TestStack } from "../helpers/stack-process";

let stack: TestStack;
let db: Database;
let alice: Author & { password: string };
let bob: Author & { password: string };

beforeAll(async () => {
  stack = await startStack();
  db = createDatabase(stack.appDatabaseUrl);
  alice = { ...(await createStaff(stack)), clientAddress: "192.0.2.1" };
  bob = { ...(await createStaff(stack)), clientAddress: "192.0.2.2" };
});

afterAll(async () => {
  await db?.$client.end();
  await stack?.stop();
});

async function ledgerline() {
  const listing = (await readDrafts(db, "ventures")).find((row) => row.draft.slug === "ledgerline");
  if (!listing) throw new Error("no ledgerline draft");
  return listing;
}

const saveVenture = (id: string, version: number, title: string, actor: Author) =>
  saveDraft(db, "ventures", id, version, { title }, actor);

const publishVenture = (id: string, version: number, action: "publish" | "unpublish") =>
  setPublication(db, "ventures", id, version, alice, action);

describe("editing content", () => {
  it("saves a draft over the version it started from and records who changed what", async () => {
    const { draft } = await ledgerline();
    const saved = await saveVenture(draft.id, draft.version, "Ledgerline 2", alice);
    expect(saved).toMatchObject({
      ok: true,
      value: { title: "Ledgerline 2", version: draft.version + 1 },
    });

    const [entry] = await readHistory(db, "ventures", draft.id);
    expect(entry).toMatchObject({
      action: "save",
      actor: alice.id,
      actorEmail: alice.email,
      before: { title: "Ledgerline" },
      after: { title: "Ledgerline 2" },
    });
    expect((await readPublished(db, "ventures"))[0]?.title).toBe("Ledgerline");
  });

  it("refuses a save over a newer version, saying who changed it and when", async () => {
    const { draft } = await ledgerline();
    const stale = draft.version;
    await saveVenture(draft.id, stale, "Bob's title", bob);
    const refused = await saveVenture(draft.id, stale, "Alice's", alice);
    expect(refused).toMatchObject({
      ok: false,
      reason: "conflict",
      current: { version: stale + 1, updatedBy: bob.id, updatedByEmail: bob.email },
    });
    if (!refused.ok && refused.reason === "conflict") {
      expect(Date.now() - refused.current.updatedAt.getTime()).toBeLessThan(60_000);
    }
    expect((await ledgerline()).draft.title).toBe("Bob's title");
  });

  it("publishes a draft to the site and takes it off again", async () => {
    const { draft } = await ledgerline();
    const published = await publishVenture(draft.id, draft.version, "publish");
    expect(published.ok).toBe(true);
    expect((await readPublished(db, "ventures"))[0]?.title).toBe("Bob's title");
    expect((await ledgerline()).publishedVersion).toBe(draft.version + 1);

    const unpublished = await publishVenture(draft.id, draft.version + 1, "unpublish");
    expect(unpublished.ok).toBe(true);
    expect((await readPublished(db, "ventures")).map((v) => v.slug)).not.toContain("ledgerline");
    expect((await ledgerline()).publishedVersion).toBeNull();
    const actions = (await readHistory(db, "ventures", draft.id)).map((entry) => entry.action);
    expect(actions.slice(0, 2)).toEqual(["unpublish", "publish"]);
  });

  it("creates a job that appears on the careers list once published", async () => {
    const job = await createItem(
      db,
      "jobs",
      {
        slug: "support-engineer",
        position: 5,
        title: "Support Engineer",
        location: "Valletta, Malta",
        type: "Full-time",
        salaryMin: 50_000,
        salaryMax: 70_000,
        summary: "Help our European customers.",
        requirements: ["Patience"],
        responsibilities: ["Answer tickets"],
        applyEmail: "jobs@silverlineventures.com",
      },
      alice,
    );
    expect((await readPublished(db, "jobs")).map((j) => j.slug)).not.toContain("support-engineer");
    expect(job.currency).toBe("USD");
    await setPublication(db, "jobs", job.id, job.version, alice, "publish");
    expect((await readPublished(db, "jobs")).at(-1)).toMatchObject({
      slug: "support-engineer",
      salaryMin: 50_000,
      salaryMax: 70_000,
      applyEmail: "jobs@silverlineventures.com",
    });
  });

  it("keeps a salary range's minimum at or under its maximum", async () => {
    const [listing] = await readDrafts(db, "jobs");
    const draft = listing!.draft;
    await expect(
      saveDraft(db, "jobs", draft.id, draft.version, { salaryMin: 300_000, salaryMax: 1 }, alice),
    ).rejects.toMatchObject({ cause: { code: "23514" } });
  });

  it("deletes an item, keeping its history", async () => {
    const item = await createItem(
      db,
      "announcements",
      {
        slug: "to-delete",
        date: "2026-11-20",
        title: "T",
        category: "C",
        summary: "S",
        article: [],
      },
      alice,
    );
    expect(await deleteItem(db, "announcements", item.id, item.version, bob)).toEqual({
      ok: true,
      value: null,
    });
    expect(
      await saveDraft(db, "announcements", item.id, item.version, { title: "X" }, bob),
    ).toEqual({
      ok: false,
      reason: "not-found",
    });
    const actions = (await readHistory(db, "announcements", item.id)).map((entry) => entry.action);
    expect(actions).toEqual(["delete", "create"]);
  });
});

describe("the auth service and the app's queries under load", () => {
  it("run side by side: 20 concurrent editor saves while staff sign in", async () => {
    const items = [];
    for (let index = 0; index < 20; index += 1) {
      items.push(
        await createItem(
          db,
          "announcements",
          {
            slug: `load-${index}`,
            date: "2026-11-21",
            title: "Load",
            category: "Test",
            summary: "S",
            article: ["A"],
          },
          alice,
        ),
      );
    }
    const started = Date.now();
    const [saves, signIns] = await Promise.all([
      Promise.all(
        items.map((item, index) =>
          saveDraft(db, "announcements", item.id, item.version, { title: `Saved ${index}` }, alice),
        ),
      ),
      Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          clientFor(stack).auth.signInWithPassword(index % 2 ? alice : bob),
        ),
      ),
    ]);
    expect(saves.every((result) => result.ok)).toBe(true);
    expect(signIns.map((result) => result.error)).toEqual(Array(10).fill(null));
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(await readPublished(db, "announcements")).toHaveLength(1);
  });

  it("roll back and hand the turn on when a client leaves inside a transaction", async () => {
    const sql = postgres(stack.databaseUrl, { prepare: false, max: 1, onnotice: () => undefined });
    const reserved = await sql.reserve();
    await reserved`BEGIN`;
    await reserved`UPDATE ventures SET title = 'Never committed' WHERE slug = 'freightmesh'`;
    const signIn = clientFor(stack).auth.signInWithPassword(alice);
    await sql.end({ timeout: 0 });
    expect((await signIn).error).toBeNull();
    const titles = (await readDrafts(db, "ventures")).map((listing) => listing.draft.title);
    expect(titles).toContain("FreightMesh");
    expect(titles).not.toContain("Never committed");
  });

  it("disconnects a client that sits in a transaction, so the others go on", async () => {
    let isClosed = false;
    const sql = postgres(stack.databaseUrl, {
      prepare: false,
      max: 1,
      onnotice: () => undefined,
      onclose: () => (isClosed = true),
    });
    const reserved = await sql.reserve();
    await reserved`BEGIN`;
    await reserved`UPDATE ventures SET title = 'Forgotten' WHERE slug = 'tillpoint'`;
    const started = Date.now();
    const signIn = await clientFor(stack).auth.signInWithPassword(bob);
    expect(signIn.error).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(IDLE_TURN_TIMEOUT_MS - 1000);
    expect(isClosed).toBe(true);
    reserved.release();
    await sql.end({ timeout: 0 });
    const titles = (await readDrafts(db, "ventures")).map((listing) => listing.draft.title);
    expect(titles).not.toContain("Forgotten");
  });
});
