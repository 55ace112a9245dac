"use server";

import { runEditorAction, runRestoreAction } from "@/lib/editor/run-action";
import { runReorder, type ReorderState } from "@/lib/editor/reorder-action";
import type { EditorState } from "@/lib/editor/state";

// The content tools' only actions. Each form names its kind in a hidden `kind` field; every
// action verifies the staff user and checks the kind before anything else.

export async function saveContent(_state: EditorState, data: FormData) {
  return runEditorAction(data);
}

export async function restoreContent(_state: EditorState, data: FormData) {
  return runRestoreAction(data);
}

export async function reorderContent(_state: ReorderState, data: FormData) {
  return runReorder(data);
}
