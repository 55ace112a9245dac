"use client";

import { useActionState, useState, type FormEvent } from "react";
import { saveContent } from "@/app/portal/site/actions";
import { editorFields, formValues, schemaInput, type FormValues } from "@/lib/editor/fields";
import { validateContent, type EditableKind } from "@/lib/editor/schemas";
import { idleEditorState, type EditorState } from "@/lib/editor/state";
import { EditorField } from "./editor-field";
import { EditorMessage } from "./editor-message";
import { ItemFields } from "./item-fields";

type EditorFormProps = {
  kind: EditableKind;
  /** Empty for a new item. */
  id: string;
  version: number;
  values: FormValues;
  isPublished: boolean;
};

const buttonClass =
  "border border-line-strong px-4 py-2 text-sm text-phosphor hover:bg-surface-raised disabled:opacity-60";

/** An item's fields with Save, Publish and Unpublish; works as a plain form before hydration. */
export function EditorForm({ kind, id, version, values, isPublished }: EditorFormProps) {
  const [state, formAction, isPending] = useActionState(saveContent, idleEditorState);
  const [clientErrors, setClientErrors] = useState<EditorState["fieldErrors"] | null>(null);
  const fields = editorFields[kind];
  const shown = state.values ?? values;
  const errors = clientErrors ?? state.fieldErrors;
  const formId = `edit-${kind}`;

  // The same schema as the server's: errors show before a round trip once the page is hydrated.
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const input = schemaInput(fields, formValues(fields, new FormData(event.currentTarget)));
    const result = validateContent(kind, input);
    if (result.ok) return setClientErrors(null);
    event.preventDefault();
    setClientErrors(result.fieldErrors);
  }

  return (
    <form action={formAction} onSubmit={handleSubmit} className="space-y-5" noValidate>
      <ItemFields kind={kind} id={id} version={version} />
      <EditorMessage state={clientErrors ? invalidState : state} />
      {fields.map((field) => (
        <EditorField
          key={field.name}
          field={field}
          formId={formId}
          defaultValue={shown[field.name] ?? ""}
          errors={errors[field.name]}
        />
      ))}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={isPending}
          className={buttonClass}
        >
          {id ? "Save draft" : "Create draft"}
        </button>
        {id && (
          <button
            type="submit"
            name="intent"
            value="publish"
            disabled={isPending}
            className={buttonClass}
          >
            Publish
          </button>
        )}
        {id && isPublished && (
          <button
            type="submit"
            name="intent"
            value="unpublish"
            disabled={isPending}
            className={buttonClass}
          >
            Unpublish
          </button>
        )}
      </div>
    </form>
  );
}

const invalidState: EditorState = {
  ...idleEditorState,
  status: "invalid",
  message: "Not saved: see the fields below.",
};
