import "server-only";
import { refresh, updateTag } from "next/cache";
import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth/current-user";
import { getDatabase, type Database } from "@/lib/db/client";
import {
  createItem,
  deleteItem,
  saveDraft,
  setPublication,
  type ChangeResult,
} from "@/lib/db/editing";
import { nextPosition } from "@/lib/db/ordering";
import { readItem, readSnapshot } from "@/lib/db/drafts";
import { isDataError, sqlState } from "@/lib/db/errors";
import { editorFields, formValues, schemaInput, type FormValues } from "./fields";
import { editorKinds, formIntent, formKind, type EditorIntent } from "./kinds";
import { validateContent, type EditableKind } from "./schemas";
import { formatChangeTime, type EditorState } from "./state";

type Fields = Record<string, unknown>;

const state = (
  status: EditorState["status"],
  message: string,
  values: FormValues | null = null,
  fieldErrors: EditorState["fieldErrors"] = {},
): EditorState => ({ status, message, values, fieldErrors });

const UNAVAILABLE =
  "Saving is unavailable: the content database is not answering. Your text is kept; try again later.";

const NO_KIND = "Not saved: this form does not say what it edits. Reload the page and try again.";

const NO_INTENT =
  "Not saved: this form asks for something the editor does not do. Reload the page and try again.";

/** A refused change, in words: who changed the item and when, or that it is gone. */
function refusal(kind: EditableKind, result: ChangeResult<unknown>, values: FormValues | null) {
  const noun = editorKinds[kind].noun;
  if (result.ok) return state("done", "Saved.");
  if (result.reason === "not-found") {
    return state("gone", `This ${noun} was deleted meanwhile; nothing was saved.`, values);
  }
  const { updatedByEmail, updatedAt, version } = result.current;
  return state(
    "conflict",
    `Not saved: ${updatedByEmail ?? "someone"} changed this ${noun} at ${formatChangeTime(updatedAt)} ` +
      `(version ${version}). Your text is kept below; compare it with theirs before saving again.`,
    values,
  );
}

function dataRefusal(error: unknown, values: FormValues): EditorState {
  if (sqlState(error) === "23505") {
    return state("invalid", "Not saved: see the fields below.", values, {
      slug: ["Another item already uses this slug."],
    });
  }
  return state("invalid", "Not saved: the database refused these values.", values);
}

const changed = (before: Fields, after: Fields) =>
  Object.entries(after).some(
    ([key, value]) => JSON.stringify(before[key]) !== JSON.stringify(value),
  );

/** Saves (when the form differs from the draft), then publishes or unpublishes as asked. */
async function change(
  db: Database,
  kind: EditableKind,
  intent: SaveIntent,
  id: string,
  version: number,
  fields: Fields,
  actor: string,
): Promise<{ result: ChangeResult<unknown>; tags: readonly string[] }> {
  const { draft } = await readItem(db, kind, id);
  if (!draft) return { result: { ok: false, reason: "not-found" }, tags: [] };
  // A notice published again counts as new: visitors who closed the old one see it once more.
  const bump =
    "noticeVersion" in draft && intent === "publish"
      ? { noticeVersion: draft.noticeVersion + 1 }
      : {};
  let current = version;
  const toSave = { ...fields, ...bump };
  if (intent === "save" || changed(draft, toSave)) {
    const saved = await saveDraft(db, kind, id, version, toSave, actor);
    if (!saved.ok) return { result: saved, tags: [] };
    current = saved.value.version;
  }
  const { tags } = editorKinds[kind];
  if (intent === "publish" || intent === "unpublish") {
    return { result: await setPublication(db, kind, id, current, actor, intent), tags };
  }
  return { result: { ok: true, value: null }, tags: [] };
}

type SaveIntent = Exclude<EditorIntent, "delete">;

const DONE: Record<SaveIntent, string> = {
  save: "Draft saved.",
  publish: "Published: the public site shows it from the next visit.",
  unpublish: "Taken off the public site; the draft stays.",
};

/**
 * The one server action behind every editor form: verifies the staff user before it reads the
 * form, refuses a form that names no known kind or intent (before anything is saved), validates
 * with the kind's schema, creates or changes the item as the version it started from allows, and
 * revalidates the public pages the change touches. The one-row kinds are never created or deleted.
 */
export async function runEditorAction(data: unknown): Promise<EditorState> {
  const user = await requireUser();
  if (!(data instanceof FormData)) return state("invalid", NO_KIND);
  const kind = formKind(data);
  if (!kind) return state("invalid", NO_KIND);
  const intent = formIntent(data);
  if (!intent) return state("invalid", NO_INTENT);
  const config = editorKinds[kind];
  const id = String(data.get("id") ?? "");
  const version = Number(data.get("version"));
  if (!config.isList && (intent === "delete" || !id)) {
    return state("invalid", `Not saved: the ${config.noun} is always there; edit it instead.`);
  }
  if (intent === "delete") {
    return runDelete(kind, id, version, data.get("confirm") === "yes", user.id);
  }
  const fields = editorFields[kind];
  const values = formValues(fields, data);

  const parsed = validateContent(kind, schemaInput(fields, values));
  if (!parsed.ok) {
    return state("invalid", "Not saved: see the fields below.", values, parsed.fieldErrors);
  }
  let createdId: string | null = null;
  try {
    const db = getDatabase();
    if (!id) {
      const position =
        kind === "ventures" || kind === "jobs" ? { position: await nextPosition(db, kind) } : {};
      const created = await createItem(db, kind, { ...parsed.data, ...position } as never, user.id);
      createdId = created.id;
    } else {
      const { result, tags } = await change(db, kind, intent, id, version, parsed.data, user.id);
      if (!result.ok) return refusal(kind, result, values);
      for (const tag of tags) updateTag(tag);
    }
  } catch (error) {
    return isDataError(error)
      ? dataRefusal(error, values)
      : state("unavailable", UNAVAILABLE, values);
  }
  if (createdId) redirect(`${config.itemPath}/${createdId}`);
  refresh();
  return state("done", DONE[intent]);
}

async function runDelete(
  kind: EditableKind,
  id: string,
  version: number,
  isConfirmed: boolean,
  actor: string,
) {
  const config = editorKinds[kind];
  if (!isConfirmed)
    return state("invalid", `Tick the box to confirm deleting this ${config.noun}.`);
  try {
    const db = getDatabase();
    const { published } = await readItem(db, kind, id);
    const result = await deleteItem(db, kind, id, version, actor);
    if (!result.ok) return refusal(kind, result, null);
    if (published) for (const tag of config.tags) updateTag(tag);
  } catch {
    return state("unavailable", UNAVAILABLE);
  }
  redirect(config.path);
}

/** Restores item `id` as it was after history entry `entryId`, as a new draft (not published). */
export async function runRestoreAction(data: unknown): Promise<EditorState> {
  const user = await requireUser();
  if (!(data instanceof FormData)) return state("invalid", NO_KIND);
  const kind = formKind(data);
  if (!kind) return state("invalid", NO_KIND);
  const id = String(data.get("id") ?? "");
  const version = Number(data.get("version"));
  const entryId = Number(data.get("entry"));
  try {
    const db = getDatabase();
    const snapshot = Number.isSafeInteger(entryId)
      ? await readSnapshot(db, kind, id, entryId)
      : null;
    const parsed = snapshot && validateContent(kind, snapshot);
    if (!parsed?.ok) return state("invalid", "That version cannot be restored.");
    const result = await saveDraft(db, kind, id, version, parsed.data, user.id);
    if (!result.ok) return refusal(kind, result, null);
  } catch {
    return state("unavailable", UNAVAILABLE);
  }
  refresh();
  return state("done", "Restored as the draft: publish it to put it on the site.");
}
