import { EDITOR_INTENTS, editorKinds, formIntent, formKind } from "@/lib/editor/kinds";

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

describe("the intent an editor form asks for", () => {
  function formAsking(intent: string | null): FormData {
    const data = new FormData();
    if (intent !== null) data.set("intent", intent);
    return data;
  }

  it.each(EDITOR_INTENTS)("is read back for %s", (intent) => {
    expect(formIntent(formAsking(intent))).toBe(intent);
  });

  it("is a save when the form names none", () => {
    expect(formIntent(formAsking(null))).toBe("save");
  });

  it.each(["", "__proto__", "constructor", "toString", "hasOwnProperty", "Save", "save "])(
    "is refused for %p",
    (intent) => {
      expect(formIntent(formAsking(intent))).toBeNull();
    },
  );
});
