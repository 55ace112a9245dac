import { notFound } from "next/navigation";
import { requireUser } from "@/lib/auth/current-user";
import { editorKinds } from "@/lib/editor/kinds";
import { loadEditorView } from "@/lib/editor/load";
import type { EditableKind } from "@/lib/editor/schemas";
import { ItemEditor } from "./item-editor";
import { ToolPage } from "./tool-page";
import { UnavailableNotice } from "./unavailable-notice";

type ItemRouteProps = { params: Promise<{ id: string }> };

/** The page of one list item's editor, at `<itemPath>/<id>`: a route's default export. */
export function editItemPage(kind: EditableKind) {
  const { itemPath, noun, back } = editorKinds[kind];
  return async function EditItemPage({ params }: ItemRouteProps) {
    const { id } = await params;
    await requireUser(`${itemPath}/${id}`);
    const loaded = await loadEditorView(kind, id);
    if (loaded.ok && !loaded.value) notFound();
    return (
      <ToolPage title={`Edit ${noun}`} back={back}>
        {loaded.ok && loaded.value ? (
          <ItemEditor kind={kind} view={loaded.value} />
        ) : (
          <UnavailableNotice />
        )}
      </ToolPage>
    );
  };
}
