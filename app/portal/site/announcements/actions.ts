"use server";

import { runEditorAction, runRestoreAction } from "@/lib/editor/run-action";
import type { EditorState } from "@/lib/editor/state";

export async function saveAnnouncement(_state: EditorState, data: FormData) {
  return runEditorAction("announcements", data);
}

export async function restoreAnnouncement(_state: EditorState, data: FormData) {
  return runRestoreAction("announcements", data);
}
