"use server";

import { runEditorAction, runRestoreAction } from "@/lib/editor/run-action";
import { runMove, type ReorderState } from "@/lib/editor/reorder-action";
import type { EditorState } from "@/lib/editor/state";

export async function saveVenture(_state: EditorState, data: FormData) {
  return runEditorAction("ventures", data);
}

export async function restoreVenture(_state: EditorState, data: FormData) {
  return runRestoreAction("ventures", data);
}

export async function moveVenture(_state: ReorderState, data: FormData) {
  return runMove("ventures", data);
}
