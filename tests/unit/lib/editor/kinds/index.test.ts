import { contentKinds, isEditableKind, isOrderedKind, type EditableKind } from "@/lib/editor/kinds";

const kinds = Object.keys(contentKinds) as EditableKind[];

describe("the kind an editor form names", () => {
  it.each(kinds)("is known for %s", (kind) => {
    expect(isEditableKind(kind)).toBe(true);
  });

  it.each([null, 5, "", "users", "__proto__", "constructor", "toString", "Ventures"])(
    "is refused for %p",
    (kind) => {
      expect(isEditableKind(kind)).toBe(false);
    },
  );
});

describe("the ordered kinds", () => {
  it("are the ventures and the jobs, the lists staff put in order", () => {
    expect(kinds.filter(isOrderedKind)).toEqual(["ventures", "jobs"]);
  });
});
