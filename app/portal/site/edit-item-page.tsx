import { notFound } from "next/navigation";
import { ToolPage } from "@/components/portal/tool-page";
import { UnavailableNotice } from "@/components/portal/editor/unavailable-notice";
import { requireTool } from "@/lib/portal/require-tool";
import { hasRole } from "@/lib/auth/roles";
import { contentKinds, type ListKind } from "@/lib/editor/kinds";
import { loadEditorView } from "@/lib/db/load";
import { backLink, itemPath } from "@/lib/editor/paths";
import { ItemEditor } from "./item-editor";

type ItemRouteProps = { params: Promise<{ id: string }> };

/** The page of one list item's editor, at `<list path>/<id>`: a route's default export. */
export function editItemPage(kind: ListKind) {
  const definition = contentKinds[kind];
  return async function EditItemPage({ params }: ItemRouteProps) {
    const { id } = await params;
    const { role } = await requireTool(definition.tool, itemPath(definition, id));
    const loaded = await loadEditorView(kind, id);
    if (loaded.ok && !loaded.value) notFound();
    return (
      <ToolPage
        tool={definition.tool}
        title={`Edit ${definition.noun}`}
        back={backLink(definition)}
      >
        {loaded.ok && loaded.value ? (
          <ItemEditor kind={kind} view={loaded.value} canEdit={hasRole(role, "editor")} />
        ) : (
          <UnavailableNotice />
        )}
      </ToolPage>
    );
  };
}
