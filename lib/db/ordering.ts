import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "./client";
import { STATEMENT_TIMEOUT_MS } from "./connection";
import { contentHistory, jobs, ventures } from "./schema";

/**
 * Puts the items of `kind` in the order of `ids` (every item, each once), on the draft and the
 * published rows alike: the order is live at once and no draft's version changes, so nobody's
 * open edit is refused because of it. Records a history entry for each item that moved.
 * Returns false when `ids` is not exactly the current items.
 */
export async function reorderItems(
  db: Database,
  kind: "ventures" | "jobs",
  ids: string[],
  actor: string,
): Promise<boolean> {
  const table = kind === "ventures" ? ventures : jobs;
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${STATEMENT_TIMEOUT_MS}`));
    const drafts = await tx.select().from(table).where(eq(table.stage, "draft")).for("update");
    const known = new Set(drafts.map((draft) => draft.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length) return false;
    if (!ids.every((id) => known.has(id))) return false;
    for (const [position, id] of ids.entries()) {
      const before = drafts.find((draft) => draft.id === id);
      if (!before || before.position === position) continue;
      const [after] = await tx
        .update(table)
        .set({ position })
        .where(and(eq(table.id, id), inArray(table.stage, ["draft", "published"])))
        .returning();
      await tx.insert(contentHistory).values({
        kind,
        itemId: id,
        action: "reorder",
        actor,
        before,
        after: after?.stage === "draft" ? after : { ...before, position },
      });
    }
    return true;
  });
}
