import { ToolPage } from "@/components/portal/tool-page";
import { requireTool } from "@/lib/portal/require-tool";
import { hasRole } from "@/lib/auth/roles";
import type { FormValues } from "@/lib/editor/fields";
import { contentKinds, type ListKind } from "@/lib/editor/kinds";
import { backLink, newItemPath } from "@/lib/editor/paths";
import { EditorForm } from "./editor-form";

/**
 * The page that creates a list item, at `<list path>/new`: a route's default export. `initial`
 * gives the form's first values, read on each visit (today's date, say).
 */
export function newItemPage(kind: ListKind, initial: () => FormValues = () => ({})) {
  const definition = contentKinds[kind];
  return async function NewItemPage() {
    const { role } = await requireTool(definition.tool, newItemPath(definition));
    return (
      <ToolPage tool={definition.tool} title={`New ${definition.noun}`} back={backLink(definition)}>
        <EditorForm
          kind={kind}
          id=""
          version={0}
          values={initial()}
          isPublished={false}
          canEdit={hasRole(role, "editor")}
        />
      </ToolPage>
    );
  };
}
