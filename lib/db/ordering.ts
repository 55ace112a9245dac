import "server-only";
import { and, eq, inArray, max } from "drizzle-orm";
import type { OrderedKind } from "@/lib/editor/kinds";
import { orderTarget, recordEvent, type Author } from "./activity";
import type { Database } from "./client";
import { itemTable } from "./item-table";
import { contentHistory } from "./schema";
import { inTransaction } from "./transaction";

/**
 * Puts the items of `kind` in the order of `ids` (every item, each once), on the draft and the
 * published rows alike: the order is live at once and no draft's version changes, so nobody's
 * open edit is refused because of it. Records a history entry for each item that moved, and one
 * activity event for `author` when any did. Returns false when `ids` is not exactly the current
 * items.
 */
export async function reorderItems(
  db: Database,
  kind: OrderedKind,
  ids: string[],
  author: Author,
): Promise<boolean> {
  const table = itemTable(kind);
  return inTransaction(db, async (tx) => {
    const drafts = await tx.select().from(table).where(eq(table.stage, "draft")).for("update");
    const known = new Set(drafts.map((draft) => draft.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length) return false;
    if (!ids.every((id) => known.has(id))) return false;
    let moved = 0;
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
        actor: author.id,
        before,
        after: after?.stage === "draft" ? after : { ...before, position },
      });
      moved += 1;
    }
    if (moved > 0) {
      await recordEvent(tx, {
        actor: { id: author.id, email: author.email },
        action: "content.reordered",
        target: orderTarget(kind),
        clientAddress: author.clientAddress,
        details: { moved },
      });
    }
    return true;
  });
}

/** The next free list position of `kind`. */
export async function nextPosition(db: Database, kind: OrderedKind): Promise<number> {
  const table = itemTable(kind);
  const [row] = await inTransaction(
    db,
    (tx) => tx.select({ last: max(table.position) }).from(table),
    { readOnly: true },
  );
  return (row?.last ?? -1) + 1;
}
