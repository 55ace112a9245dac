"use client";

import { useActionState } from "react";
import { saveContent } from "@/app/portal/site/actions";
import type { EditableKind } from "@/lib/editor/schemas";
import { idleEditorState } from "@/lib/editor/state";
import { EditorMessage } from "./editor-message";
import { ItemFields } from "./item-fields";

type DeleteFormProps = {
  kind: EditableKind;
  id: string;
  version: number;
  noun: string;
};

/** Deletes an item once the user ticks the confirmation: a plain form, usable before hydration. */
export function DeleteForm({ kind, id, version, noun }: DeleteFormProps) {
  const [state, formAction, isPending] = useActionState(saveContent, idleEditorState);
  return (
    <form action={formAction} className="space-y-3 border border-danger/50 p-4">
      <ItemFields kind={kind} id={id} version={version} />
      <EditorMessage state={state} />
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
      <button
        type="submit"
        name="intent"
        value="delete"
        disabled={isPending}
        className="border border-danger/70 px-4 py-2 text-sm text-[#ff8f88] hover:bg-danger/10 disabled:opacity-60"
      >
        Delete {noun}
      </button>
    </form>
  );
}
