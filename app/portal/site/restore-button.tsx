"use client";

import { useActionState } from "react";
import { EditorMessage } from "@/components/portal/editor/editor-message";
import { ItemFields } from "@/components/portal/editor/item-fields";
import { Button } from "@/components/ui/button";
import type { EditableKind } from "@/lib/editor/kinds";
import { idleAnswer } from "@/lib/action/answer";
import { restoreContent } from "./actions";

type RestoreButtonProps = {
  kind: EditableKind;
  id: string;
  version: number;
  entryId: number;
  /** Names the version for screen readers: "Restore the version of …". */
  label: string;
  /** False for a viewer: the button shows, disabled. */
  canEdit: boolean;
};

/** Restores one history entry as the new draft. */
export function RestoreButton({ kind, id, version, entryId, label, canEdit }: RestoreButtonProps) {
  const [state, formAction, isPending] = useActionState(restoreContent, idleAnswer);
  return (
    <form action={formAction} className="inline">
      <ItemFields kind={kind} id={id} version={version} />
      <input type="hidden" name="entry" value={entryId} />
      <Button
        type="submit"
        size="xs"
        disabled={isPending || !canEdit}
        aria-label={`Restore the version of ${label}`}
      >
        Restore
      </Button>
      {state.status !== "done" && <EditorMessage state={state} />}
    </form>
  );
}
