import type { EditableKind } from "@/lib/editor/kinds";

type ItemFieldsProps = { kind: EditableKind; id: string; version: number };

/** The hidden fields every editor form sends: what it changes, and the version it started from. */
export function ItemFields({ kind, id, version }: ItemFieldsProps) {
  return (
    <>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="version" value={version} />
    </>
  );
}
