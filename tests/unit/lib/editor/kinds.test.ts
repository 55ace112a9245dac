import { editorKinds, formKind } from "@/lib/editor/kinds";

function formNaming(kind: string | null): FormData {
  const data = new FormData();
  if (kind !== null) data.set("kind", kind);
  return data;
}

describe("the kind an editor form names", () => {
  it.each(Object.keys(editorKinds))("is read back for %s", (kind) => {
    expect(formKind(formNaming(kind))).toBe(kind);
  });

  it.each([null, "", "users", "__proto__", "constructor", "toString", "Ventures"])(
    "is refused for %p",
    (kind) => {
      expect(formKind(formNaming(kind))).toBeNull();
    },
  );
});
