import { notFound } from "next/navigation";
import { loadEditorView } from "@/lib/editor/load";
import type { EditableKind } from "@/lib/editor/schemas";
import type { EditorState } from "@/lib/editor/state";
import { ItemEditor } from "./item-editor";
import { ToolPage } from "./tool-page";
import { UnavailableNotice } from "./unavailable-notice";

type Action = (state: EditorState, data: FormData) => Promise<EditorState>;

type EditItemPageProps = {
  kind: EditableKind;
  id: string;
  noun: string;
  back: { href: string; label: string };
  actions: { save: Action; restore: Action };
};

/** The page of one list item's editor (the caller has verified the user). */
export async function EditItemPage({ kind, id, noun, back, actions }: EditItemPageProps) {
  const loaded = await loadEditorView(kind, id);
  if (loaded.ok && !loaded.value) notFound();
  return (
    <ToolPage title={`Edit ${noun}`} back={back}>
      {loaded.ok && loaded.value ? (
        <ItemEditor kind={kind} noun={noun} view={loaded.value} actions={actions} canDelete />
      ) : (
        <UnavailableNotice />
      )}
    </ToolPage>
  );
}
