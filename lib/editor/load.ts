import "server-only";
import { getDatabase } from "@/lib/db/client";
import { readDrafts, type DraftListing } from "@/lib/db/editing";
import { readEditorView, type EditorView } from "./queries";
import type { EditableKind } from "./kinds";

/** What a tool page loads: its data, or word that the database is out of reach. */
export type Loaded<T> = { ok: true; value: T } | { ok: false };

async function load<T>(read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await read() };
  } catch {
    return { ok: false };
  }
}

/** The drafts of `kind` in list order, for a tool's list. */
export function loadListings(kind: EditableKind): Promise<Loaded<DraftListing<EditableKind>[]>> {
  return load(() => readDrafts(getDatabase(), kind));
}

/** One item's editor view (null when no such item). */
export function loadEditorView(kind: EditableKind, id: string): Promise<Loaded<EditorView | null>> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return Promise.resolve({ ok: true, value: null });
  return load(() => readEditorView(getDatabase(), kind, id));
}

/** The editor view of a single-row kind (the careers lists, the site bar, the site notice). */
export async function loadSingleton(kind: EditableKind): Promise<Loaded<EditorView | null>> {
  const listings = await loadListings(kind);
  if (!listings.ok) return listings;
  const first = listings.value[0];
  return first ? loadEditorView(kind, first.draft.id) : { ok: true, value: null };
}
