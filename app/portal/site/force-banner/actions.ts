"use server";

import { runEditorAction, runRestoreAction } from "@/lib/editor/run-action";
import type { EditorState } from "@/lib/editor/state";

export async function saveSiteBar(_state: EditorState, data: FormData) {
  return runEditorAction("siteBar", data);
}

export async function restoreSiteBar(_state: EditorState, data: FormData) {
  return runRestoreAction("siteBar", data);
}

export async function saveSiteNotice(_state: EditorState, data: FormData) {
  return runEditorAction("siteNotice", data);
}

export async function restoreSiteNotice(_state: EditorState, data: FormData) {
  return runRestoreAction("siteNotice", data);
}
