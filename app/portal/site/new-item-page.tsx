import { requireUser } from "@/lib/auth/current-user";
import type { FormValues } from "@/lib/editor/fields";
import { editorKinds } from "@/lib/editor/kinds";
import type { EditableKind } from "@/lib/editor/schemas";
import { EditorForm } from "./editor-form";
import { ToolPage } from "./tool-page";

/**
 * The page that creates a list item, at `<itemPath>/new`: a route's default export. `initial`
 * gives the form's first values, read on each visit (today's date, say).
 */
export function newItemPage(kind: EditableKind, initial: () => FormValues = () => ({})) {
  const { itemPath, noun, back } = editorKinds[kind];
  return async function NewItemPage() {
    await requireUser(`${itemPath}/new`);
    return (
      <ToolPage title={`New ${noun}`} back={back}>
        <EditorForm kind={kind} id="" version={0} values={initial()} isPublished={false} />
      </ToolPage>
    );
  };
}
