"use client";

import { useActionState } from "react";
import { EditorMessage } from "@/components/portal/editor/editor-message";
import { ItemFields } from "@/components/portal/editor/item-fields";
import { Button } from "@/components/ui/button";
import type { EditableKind } from "@/lib/editor/kinds";
import { idleEditorState } from "@/lib/editor/state";
import { deleteContent } from "./actions";

type DeleteFormProps = {
  kind: EditableKind;
  id: string;
  version: number;
  noun: string;
  /** False for a viewer: the form shows, disabled (the editor form above says why). */
  canEdit: boolean;
};

/** Deletes an item once the user ticks the confirmation: a plain form, usable before hydration. */
export function DeleteForm({ kind, id, version, noun, canEdit }: DeleteFormProps) {
  const [state, formAction, isPending] = useActionState(deleteContent, idleEditorState);
  return (
    <form action={formAction} className="space-y-3 border border-danger/50 p-4">
      <ItemFields kind={kind} id={id} version={version} />
      <EditorMessage state={state} />
      <fieldset disabled={!canEdit} className="min-w-0 space-y-3">
        <div className="flex items-center gap-3">
          <input
            id={`confirm-delete-${id}`}
            name="confirm"
            type="checkbox"
            value="yes"
            required
            className="size-5 accent-danger"
          />
          <label htmlFor={`confirm-delete-${id}`} className="text-sm text-bright">
            Yes, delete this {noun} and take it off the site
          </label>
        </div>
        <Button type="submit" variant="danger" disabled={isPending}>
          Delete {noun}
        </Button>
      </fieldset>
    </form>
  );
}
