"use client";

import { useActionState } from "react";
import { EditorField } from "@/components/portal/editor/editor-field";
import { EditorMessage } from "@/components/portal/editor/editor-message";
import { ItemFields } from "@/components/portal/editor/item-fields";
import { Button } from "@/components/ui/button";
import type { FieldSpec } from "@/lib/editor/kind";
import type { FormValues } from "@/lib/editor/fields";
import type { EditableKind } from "@/lib/editor/kinds";
import { idleEditorState, type EditorIntent } from "@/lib/editor/state";
import { saveContent } from "./actions";

type EditorFormProps = {
  kind: EditableKind;
  fields: FieldSpec[];
  /** Empty for a new item. */
  id: string;
  version: number;
  values: FormValues;
  isPublished: boolean;
};

/**
 * An item's fields with Save, Publish and Unpublish; works as a plain form before hydration.
 * The server validates with the kind's schema and sends the text back beside any errors.
 */
export function EditorForm({ kind, fields, id, version, values, isPublished }: EditorFormProps) {
  const [state, formAction, isPending] = useActionState(saveContent, idleEditorState);
  const shown = state.values ?? values;
  const formId = `edit-${kind}`;

  const intentButton = (intent: EditorIntent, label: string) => (
    <Button type="submit" name="intent" value={intent} disabled={isPending}>
      {label}
    </Button>
  );
  return (
    <form action={formAction} className="space-y-5" noValidate>
      <ItemFields kind={kind} id={id} version={version} />
      <EditorMessage state={state} />
      {fields.map((field) => (
        <EditorField
          key={field.name}
          field={field}
          formId={formId}
          defaultValue={shown[field.name] ?? ""}
          errors={state.fieldErrors[field.name]}
        />
      ))}
      <div className="flex flex-wrap gap-3">
        {intentButton("save", id ? "Save draft" : "Create draft")}
        {id && intentButton("publish", "Publish")}
        {id && isPublished && intentButton("unpublish", "Unpublish")}
      </div>
    </form>
  );
}
