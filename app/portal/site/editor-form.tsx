"use client";

import { useActionState, useState, type FormEvent } from "react";
import { EditorField } from "@/components/portal/editor/editor-field";
import { EditorMessage } from "@/components/portal/editor/editor-message";
import { ReadOnlyNote } from "@/components/portal/editor/read-only-note";
import { ItemFields } from "@/components/portal/editor/item-fields";
import { Button } from "@/components/ui/button";
import { formValues, schemaInput, type FormValues } from "@/lib/editor/fields";
import { validateContent } from "@/lib/editor/kind";
import { contentKinds, type EditableKind } from "@/lib/editor/kinds";
import { idleAnswer, type ActionAnswer } from "@/lib/action/answer";
import type { EditorIntent } from "@/lib/editor/state";
import { saveContent } from "./actions";

type EditorFormProps = {
  kind: EditableKind;
  /** Empty for a new item. */
  id: string;
  version: number;
  values: FormValues;
  isPublished: boolean;
  /** False for a viewer: the values show, every control is disabled and the form says why. */
  canEdit: boolean;
};

const invalidState: ActionAnswer = {
  status: "invalid",
  message: "Not saved: see the fields below.",
};

/** An item's fields with Save, Publish and Unpublish; works as a plain form before hydration. */
export function EditorForm({ kind, id, version, values, isPublished, canEdit }: EditorFormProps) {
  const [state, formAction, isPending] = useActionState(saveContent, idleAnswer);
  const [clientErrors, setClientErrors] = useState<Record<string, string[]> | null>(null);
  const definition = contentKinds[kind];
  const shown = state.values ?? values;
  const errors = clientErrors ?? state.fieldErrors ?? {};
  const formId = `edit-${kind}`;
  const reasonId = `${formId}-read-only`;

  // The same schema as the server's: errors show before a round trip once the page is hydrated.
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const { fields } = definition;
    const result = validateContent(
      definition,
      schemaInput(fields, formValues(fields, new FormData(event.currentTarget))),
    );
    if (result.ok) return setClientErrors(null);
    event.preventDefault();
    setClientErrors(result.fieldErrors);
  }

  const intentButton = (intent: EditorIntent, label: string) => (
    <Button
      type="submit"
      name="intent"
      value={intent}
      disabled={isPending}
      aria-describedby={canEdit ? undefined : reasonId}
    >
      {label}
    </Button>
  );
  return (
    <form action={formAction} onSubmit={handleSubmit} className="space-y-5" noValidate>
      <ItemFields kind={kind} id={id} version={version} />
      <EditorMessage state={clientErrors ? invalidState : state} />
      <fieldset disabled={!canEdit} className="min-w-0 space-y-5">
        {definition.fields.map((field) => (
          <EditorField
            key={field.name}
            field={field}
            formId={formId}
            defaultValue={shown[field.name] ?? ""}
            errors={errors[field.name]}
          />
        ))}
        {!canEdit && <ReadOnlyNote id={reasonId} />}
        <div className="flex flex-wrap gap-3">
          {intentButton("save", id ? "Save draft" : "Create draft")}
          {id && intentButton("publish", "Publish")}
          {id && isPublished && intentButton("unpublish", "Unpublish")}
        </div>
      </fieldset>
    </form>
  );
}
