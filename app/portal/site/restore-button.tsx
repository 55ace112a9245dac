"use client";

import { useActionState } from "react";
import { restoreContent } from "@/app/portal/site/actions";
import type { EditableKind } from "@/lib/editor/schemas";
import { idleEditorState } from "@/lib/editor/state";
import { EditorMessage } from "./editor-message";
import { ItemFields } from "./item-fields";

type RestoreButtonProps = {
  kind: EditableKind;
  id: string;
  version: number;
  entryId: number;
  /** Names the version for screen readers: "Restore the version of …". */
  label: string;
};

/** Restores one history entry as the new draft. */
export function RestoreButton({ kind, id, version, entryId, label }: RestoreButtonProps) {
  const [state, formAction, isPending] = useActionState(restoreContent, idleEditorState);
  return (
    <form action={formAction} className="inline">
      <ItemFields kind={kind} id={id} version={version} />
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
