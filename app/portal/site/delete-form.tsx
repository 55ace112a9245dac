"use client";

import { useActionState } from "react";
import { EditorMessage } from "@/components/portal/editor/editor-message";
import { ItemFields } from "@/components/portal/editor/item-fields";
import { Button } from "@/components/ui/button";
import { ConfirmCheck } from "@/components/ui/confirm-check";
import type { EditableKind } from "@/lib/editor/kinds";
import { idleAnswer } from "@/lib/action/answer";
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
  const [state, formAction, isPending] = useActionState(deleteContent, idleAnswer);
  return (
    <form action={formAction} className="space-y-3 border border-danger/50 p-4">
      <ItemFields kind={kind} id={id} version={version} />
      <EditorMessage state={state} />
      <fieldset disabled={!canEdit} className="min-w-0 space-y-3">
        <ConfirmCheck id={`confirm-delete-${id}`}>
          Yes, delete this {noun} and take it off the site
        </ConfirmCheck>
        <Button type="submit" variant="danger" disabled={isPending}>
          Delete {noun}
        </Button>
      </fieldset>
    </form>
  );
}
