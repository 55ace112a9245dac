import "server-only";
import type { EditableKind } from "@/lib/editor/kinds";
import { getDatabase } from "./client";
import { readDrafts, readEditorView, type DraftListing, type EditorView } from "./drafts";

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
export function loadListings<K extends EditableKind>(kind: K): Promise<Loaded<DraftListing<K>[]>> {
  return load(() => readDrafts(getDatabase(), kind));
}

/** One item's editor view (null when no such item). */
export function loadEditorView<K extends EditableKind>(
  kind: K,
  id: string,
): Promise<Loaded<EditorView<K> | null>> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return Promise.resolve({ ok: true, value: null });
  return load(() => readEditorView(getDatabase(), kind, id));
}

/** The editor view of a single-row kind (the careers lists, the site bar, the site notice). */
export async function loadSingleton<K extends EditableKind>(
  kind: K,
): Promise<Loaded<EditorView<K> | null>> {
  const listings = await loadListings(kind);
  if (!listings.ok) return listings;
  const first = listings.value[0];
  return first ? loadEditorView(kind, first.draft.id) : { ok: true, value: null };
}
