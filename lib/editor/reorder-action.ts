import "server-only";
import { refresh, updateTag } from "next/cache";
import { requireUser } from "@/lib/auth/current-user";
import { getDatabase } from "@/lib/db/client";
import { readDrafts } from "@/lib/db/editing";
import { reorderItems } from "@/lib/db/ordering";
import { editorKinds } from "./kinds";

/** What a reorder answers: a sentence for the live region. */
export type ReorderState = { message: string };

/**
 * Puts the items of `kind` in the order of `ids` (verifying the staff user first), and
 * revalidates the pages that list them.
 */
async function runReorder(kind: "ventures" | "jobs", ids: string[]): Promise<ReorderState> {
  const config = editorKinds[kind];
  const user = await requireUser(config.path);
  try {
    if (!(await reorderItems(getDatabase(), kind, ids, user.id))) {
      return { message: "The list changed meanwhile; reload to see it and try again." };
    }
  } catch {
    return { message: "Saving is unavailable: the content database is not answering." };
  }
  for (const tag of config.tags([])) updateTag(tag);
  refresh();
  return { message: "Order saved and published." };
}

/** Moves item `id` (from the form) one place up or down. */
export async function runMove(kind: "ventures" | "jobs", data: FormData): Promise<ReorderState> {
  await requireUser(editorKinds[kind].path);
  const id = String(data.get("id") ?? "");
  const step = data.get("direction") === "up" ? -1 : 1;
  let ids: string[];
  try {
    ids = (await readDrafts(getDatabase(), kind)).map(({ draft }) => draft.id);
  } catch {
    return { message: "Saving is unavailable: the content database is not answering." };
  }
  const from = ids.indexOf(id);
  const to = from + step;
  if (from === -1 || to < 0 || to >= ids.length) return { message: "Already at the end." };
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return runReorder(kind, ids);
}
