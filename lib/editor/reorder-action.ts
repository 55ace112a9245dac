import "server-only";
import { refresh, updateTag } from "next/cache";
import { requireUser } from "@/lib/auth/current-user";
import { getDatabase } from "@/lib/db/client";
import { readDrafts } from "@/lib/db/drafts";
import { reorderItems } from "@/lib/db/ordering";
import { editorKinds, formKind } from "./kinds";

/** What a reorder answers: a sentence for the live region. */
export type ReorderState = { message: string };

const UNAVAILABLE = "Saving is unavailable: the content database is not answering.";
const NO_ORDER = "These items have no order.";
const MAX_ITEMS = 500;

/**
 * Reorders the items of the form's kind (ventures or jobs): either `id` and `direction` (a Move up or Move down
 * button) or `order`, every item's id in the new order, comma-separated (a dropped drag).
 * Verifies the staff user first and revalidates the pages that list the items.
 */
export async function runReorder(data: unknown): Promise<ReorderState> {
  const user = await requireUser();
  if (!(data instanceof FormData)) return { message: NO_ORDER };
  const kind = formKind(data);
  if (kind !== "ventures" && kind !== "jobs") return { message: NO_ORDER };
  const config = editorKinds[kind];
  const order = data.get("order");
  let ids: string[];
  if (typeof order === "string") {
    ids = order.split(",", MAX_ITEMS + 1);
    if (ids.length > MAX_ITEMS) return { message: "That order is not a list of the items." };
  } else {
    try {
      ids = (await readDrafts(getDatabase(), kind)).map(({ draft }) => draft.id);
    } catch {
      return { message: UNAVAILABLE };
    }
    const id = String(data.get("id") ?? "");
    const from = ids.indexOf(id);
    const to = from + (data.get("direction") === "up" ? -1 : 1);
    if (from === -1) return { message: "That item is no longer in the list; reload to see it." };
    if (to < 0 || to >= ids.length) return { message: "Already at the end." };
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  }
  try {
    if (!(await reorderItems(getDatabase(), kind, ids, user.id))) {
      return { message: "The list changed meanwhile; reload to see it and try again." };
    }
  } catch {
    return { message: UNAVAILABLE };
  }
  for (const tag of config.tags) updateTag(tag);
  refresh();
  return { message: "Order saved and published." };
}
