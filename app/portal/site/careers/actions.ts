"use server";

import { runEditorAction, runRestoreAction } from "@/lib/editor/run-action";
import type { EditorState } from "@/lib/editor/state";

export async function saveJob(_state: EditorState, data: FormData) {
  return runEditorAction("jobs", data);
}

export async function restoreJob(_state: EditorState, data: FormData) {
  return runRestoreAction("jobs", data);
}

export async function saveCareersLists(_state: EditorState, data: FormData) {
  return runEditorAction("careers", data);
}

export async function restoreCareersLists(_state: EditorState, data: FormData) {
  return runRestoreAction("careers", data);
}
