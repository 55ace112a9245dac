"use server";

import { refresh, updateTag } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import type { ActionAnswer } from "@/lib/action/answer";
import { defineAction } from "@/lib/action/define-action";
import { PORTAL_PATH } from "@/lib/auth/paths";
import type { Author } from "@/lib/db/activity";
import { getDatabase, type Database } from "@/lib/db/client";
import { readDrafts, readItem, readSnapshot } from "@/lib/db/drafts";
import {
  createItem,
  deleteItem,
  saveDraft,
  setPublication,
  type ChangeResult,
} from "@/lib/db/editing";
import { isDataError } from "@/lib/db/errors";
import { nextPosition, reorderItems } from "@/lib/db/ordering";
import { formValues, schemaInput } from "@/lib/editor/fields";
import { validateContent } from "@/lib/editor/kind";
import { contentKinds, isEditableKind, isOrderedKind, type EditableKind } from "@/lib/editor/kinds";
import { itemPath } from "@/lib/editor/paths";
import { formIntent, type EditorIntent } from "@/lib/editor/state";
import type { ToolStanding } from "@/lib/portal/tools";
import { requestAddress } from "@/lib/visitor-address/request";
import {
  alwaysThere,
  answer,
  dataRefusal,
  DONE,
  NO_INTENT,
  NO_KIND,
  NOT_SAVED,
  ORDER_UNAVAILABLE,
  refusal,
  UNAVAILABLE,
} from "./answers";

// The content tools' actions. Each form names its kind in a hidden `kind` field; every action
// verifies that the user is an editor before it reads the form (a viewer gets a 403), then checks the kind before anything else.

type Values = Record<string, unknown>;

/**
 * Who may change content through any content tool: an editor, under the tools' two-step rule. A
 * sign-in it asks for comes back to the portal, since the same actions serve every tool.
 */
const editing: ToolStanding = { path: PORTAL_PATH, role: "editor", twoStep: "staff-page" };

/** The fields the content actions read besides a kind's own; each action parses what it uses. */
const itemForm = z.object({ kind: z.string(), id: z.string(), version: z.string() });

/** The editor `requireTool` verified, as the activity log records them, with their address. */
async function authorOf(user: { id: string; email: string }): Promise<Author> {
  return { id: user.id, email: user.email, clientAddress: await requestAddress() };
}

/** The kind a form names in its `kind` field, or null when it names none we edit. */
function formKind(kind: string): EditableKind | null {
  return isEditableKind(kind) ? kind : null;
}

const changed = (before: Values, after: Values) =>
  Object.entries(after).some(
    ([key, value]) => JSON.stringify(before[key]) !== JSON.stringify(value),
  );

/** Saves (when the form differs from the draft), then publishes or unpublishes as asked. */
async function change(
  db: Database,
  kind: EditableKind,
  intent: EditorIntent,
  id: string,
  version: number,
  values: Values,
  author: Author,
): Promise<{ result: ChangeResult<unknown>; tags: readonly string[] }> {
  const { draft } = await readItem(db, kind, id);
  if (!draft) return { result: { ok: false, reason: "not-found" }, tags: [] };
  // A notice published again counts as new: visitors who closed the old one see it once more.
  const bump =
    "noticeVersion" in draft && intent === "publish"
      ? { noticeVersion: draft.noticeVersion + 1 }
      : {};
  let current = version;
  const toSave = { ...values, ...bump };
  if (intent === "save" || changed(draft, toSave)) {
    const saved = await saveDraft(db, kind, id, version, toSave, author);
    if (!saved.ok) return { result: saved, tags: [] };
    current = saved.value.version;
  }
  if (intent === "save") return { result: { ok: true, value: null }, tags: [] };
  return {
    result: await setPublication(db, kind, id, current, author, intent),
    tags: contentKinds[kind].tags,
  };
}

/** Creates an item at the end of its kind's list; its id. */
async function create(db: Database, kind: EditableKind, values: Values, author: Author) {
  const position = isOrderedKind(kind) ? { position: await nextPosition(db, kind) } : {};
  const created = await createItem(db, kind, { ...values, ...position } as never, author);
  return created.id;
}

/**
 * Behind every editor form's Save, Publish and Unpublish: refuses a form that names no known
 * kind or intent (before anything is saved), validates with the kind's schema, creates or changes
 * the item as the version it started from allows, and revalidates the public pages it touches.
 */
export const saveContent = defineAction({
  caller: editing,
  form: itemForm.extend({ intent: z.string() }),
  run: async (form, { user, data }): Promise<ActionAnswer> => {
    const kind = formKind(form.kind);
    if (!kind) return answer("invalid", NO_KIND);
    const { fields, list, noun } = contentKinds[kind];
    const { id } = form;
    // A one-row kind's row is never created or deleted: a form that tries either, a crafted
    // delete among them, is told so (deleting is deleteContent's, never an intent of save).
    if (!list && (!id || form.intent === "delete")) return alwaysThere(noun);
    const intent = formIntent(data);
    if (!intent) return answer("invalid", NO_INTENT);
    const values = formValues(fields, data);
    const parsed = validateContent(contentKinds[kind], schemaInput(fields, values));
    if (!parsed.ok) return answer("invalid", NOT_SAVED, values, parsed.fieldErrors);

    const version = Number(form.version);
    let createdId: string | null = null;
    try {
      const db = getDatabase();
      const author = await authorOf(user);
      if (!id) {
        createdId = await create(db, kind, parsed.data, author);
      } else {
        const { result, tags } = await change(db, kind, intent, id, version, parsed.data, author);
        if (!result.ok) return refusal(noun, result, values);
        for (const tag of tags) updateTag(tag);
      }
    } catch (error) {
      return isDataError(error)
        ? dataRefusal(error, values)
        : answer("refused", UNAVAILABLE, values);
    }
    if (createdId && list) redirect(itemPath({ list }, createdId));
    refresh();
    return answer("done", DONE[intent]);
  },
});

/** Deletes a list item once its form's box is ticked, and revalidates the pages that showed it. */
export const deleteContent = defineAction({
  caller: editing,
  form: itemForm.extend({ confirm: z.string() }),
  run: async (form, { user }): Promise<ActionAnswer> => {
    const kind = formKind(form.kind);
    if (!kind) return answer("invalid", NO_KIND);
    const { list, noun, tags, tool } = contentKinds[kind];
    if (!list) return alwaysThere(noun);
    if (form.confirm !== "yes") {
      return answer("invalid", `Tick the box to confirm deleting this ${noun}.`);
    }
    try {
      const db = getDatabase();
      const { published } = await readItem(db, kind, form.id);
      const version = Number(form.version);
      const result = await deleteItem(db, kind, form.id, version, await authorOf(user));
      if (!result.ok) return refusal(noun, result, null);
      if (published) for (const tag of tags) updateTag(tag);
    } catch {
      return answer("refused", UNAVAILABLE);
    }
    redirect(tool.path);
  },
});

/** Restores item `id` as it was after history entry `entry`, as a new draft (not published). */
export const restoreContent = defineAction({
  caller: editing,
  form: itemForm.extend({ entry: z.string() }),
  run: async (form, { user }): Promise<ActionAnswer> => {
    const kind = formKind(form.kind);
    if (!kind) return answer("invalid", NO_KIND);
    const entryId = Number(form.entry);
    try {
      const db = getDatabase();
      const snapshot = Number.isSafeInteger(entryId)
        ? await readSnapshot(db, kind, form.id, entryId)
        : null;
      const parsed = snapshot && validateContent(contentKinds[kind], snapshot);
      if (!parsed?.ok) return answer("invalid", "That version cannot be restored.");
      const version = Number(form.version);
      const result = await saveDraft(
        db,
        kind,
        form.id,
        version,
        parsed.data,
        await authorOf(user),
        {
          isRestore: true,
        },
      );
      if (!result.ok) return refusal(contentKinds[kind].noun, result, null);
    } catch {
      return answer("refused", UNAVAILABLE);
    }
    refresh();
    return answer("done", "Restored as the draft: publish it to put it on the site.");
  },
});

const NO_ORDER = "These items have no order.";
const MAX_ITEMS = 500;

/** A reorder's refusal: a sentence for the list's live region. */
const notReordered = (message: string): ActionAnswer => ({ status: "refused", message });

/**
 * Reorders the items of an ordered kind: either `id` and `direction` (a Move up or Move down
 * button) or `order`, every item's id in the new order, comma-separated (a dropped drag). Saved
 * and published at once, so the pages that list the items are revalidated.
 */
export const reorderContent = defineAction({
  caller: editing,
  form: z.object({ kind: z.string(), order: z.string(), id: z.string(), direction: z.string() }),
  run: async (form, { user }): Promise<ActionAnswer> => {
    const kind = formKind(form.kind);
    if (!kind || !isOrderedKind(kind)) return notReordered(NO_ORDER);
    let ids: string[];
    if (form.order) {
      ids = form.order.split(",", MAX_ITEMS + 1);
      if (ids.length > MAX_ITEMS) return notReordered("That order is not a list of the items.");
    } else {
      try {
        ids = (await readDrafts(getDatabase(), kind)).map(({ draft }) => draft.id);
      } catch {
        return notReordered(ORDER_UNAVAILABLE);
      }
      const from = ids.indexOf(form.id);
      const to = from + (form.direction === "up" ? -1 : 1);
      if (from === -1) {
        return notReordered("That item is no longer in the list; reload to see it.");
      }
      if (to < 0 || to >= ids.length) return notReordered("Already at the end.");
      [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    }
    try {
      if (!(await reorderItems(getDatabase(), kind, ids, await authorOf(user)))) {
        return notReordered("The list changed meanwhile; reload to see it and try again.");
      }
    } catch {
      return notReordered(ORDER_UNAVAILABLE);
    }
    for (const tag of contentKinds[kind].tags) updateTag(tag);
    refresh();
    return { status: "done", message: "Order saved and published." };
  },
});
