import { itemValues } from "@/lib/editor/fields";
import type { KindDefinition } from "@/lib/editor/kind";
import { contentKinds, type EditableKind } from "@/lib/editor/kinds";
import { PREVIEW_PATH } from "@/lib/editor/preview";
import type { EditorView } from "@/lib/db/drafts";
import { formatChangeTime } from "@/lib/editor/state";
import { DeleteForm } from "./delete-form";
import { EditorForm } from "./editor-form";
import { HistoryList } from "./history-list";

type ItemEditorProps = {
  kind: EditableKind;
  view: EditorView;
  /** Given when the page holds more than one editor: the section's heading. */
  title?: string;
  /** False for a viewer: everything shows, and nothing can be changed. */
  canEdit: boolean;
};

/** An item's editor: who changed it last, its form, its history, and deletion for list items. */
export function ItemEditor({ kind, view, title, canEdit }: ItemEditorProps) {
  const { fields, list, noun, publicPath }: KindDefinition = contentKinds[kind];
  const { draft, publishedVersion, updatedByEmail } = view.listing;
  const { id, version, updatedAt } = draft;
  const status =
    publishedVersion === null
      ? "Not on the site."
      : publishedVersion === version
        ? "Published as it stands."
        : "Published; this draft has changes that are not on the site yet.";
  const headingId = `editor-${kind}`;
  return (
    <section aria-labelledby={title ? headingId : undefined} className="space-y-8">
      {title && (
        <h2 id={headingId} className="text-xl font-semibold text-phosphor">
          {title}
        </h2>
      )}
      <div className="text-sm text-muted">
        Last edited by {updatedByEmail ?? "the seed"} at {formatChangeTime(updatedAt)} · version{" "}
        {version} · {status}{" "}
        <form method="post" action={PREVIEW_PATH} className="inline">
          <input type="hidden" name="path" value={publicPath(draft)} />
          <button type="submit" className="text-phosphor underline underline-offset-4">
            Preview
          </button>
        </form>
      </div>
      <EditorForm
        kind={kind}
        id={id}
        version={version}
        values={itemValues(fields, draft)}
        isPublished={publishedVersion !== null}
        canEdit={canEdit}
      />
      <HistoryList
        entries={view.history}
        kind={kind}
        id={id}
        version={version}
        isNested={Boolean(title)}
        canEdit={canEdit}
      />
      {list && <DeleteForm kind={kind} id={id} version={version} noun={noun} canEdit={canEdit} />}
    </section>
  );
}
