import { EDITOR_INTENTS, formIntent } from "@/lib/editor/state";

function formAsking(intent: string | null): FormData {
  const data = new FormData();
  if (intent !== null) data.set("intent", intent);
  return data;
}

describe("the intent an editor form asks for", () => {
  it.each(EDITOR_INTENTS)("is read back for %s", (intent) => {
    expect(formIntent(formAsking(intent))).toBe(intent);
  });

  it("is a save when the form names none", () => {
    expect(formIntent(formAsking(null))).toBe("save");
  });

  it.each([
    "",
    "delete",
    "__proto__",
    "constructor",
    "toString",
    "hasOwnProperty",
    "Save",
    "save ",
  ])("is refused for %p", (intent) => {
    expect(formIntent(formAsking(intent))).toBeNull();
  });

  it("is refused for an argument that is not form data", () => {
    expect(formIntent({ intent: "save" })).toBeNull();
  });
});
