"use client";

import { useActionState } from "react";
import { idleEditorState, type EditorState } from "@/lib/editor/state";
import { EditorMessage } from "./editor-message";

type RestoreButtonProps = {
  action: (state: EditorState, data: FormData) => Promise<EditorState>;
  id: string;
  version: number;
  entryId: number;
  /** Names the version for screen readers: "Restore the version of …". */
  label: string;
};

/** Restores one history entry as the new draft. */
export function RestoreButton({ action, id, version, entryId, label }: RestoreButtonProps) {
  const [state, formAction, isPending] = useActionState(action, idleEditorState);
  return (
    <form action={formAction} className="inline">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="entry" value={entryId} />
      <button
        type="submit"
        disabled={isPending}
        aria-label={`Restore the version of ${label}`}
        className="border border-line px-2 py-1 text-xs text-phosphor hover:bg-surface-raised disabled:opacity-60"
      >
        Restore
      </button>
      {state.status !== "done" && <EditorMessage state={state} />}
    </form>
  );
}
