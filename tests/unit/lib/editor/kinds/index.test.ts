import {
  contentKinds,
  isEditableKind,
  isItemPageKind,
  isOrderedKind,
  itemPageKinds,
  itemPagePath,
  type EditableKind,
  type ItemPageKind,
} from "@/lib/editor/kinds";
import * as seed from "@/tests/fixtures/seed-content";

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

describe("the kinds with item pages", () => {
  it("are the ventures and the announcements, by their flag", () => {
    expect(itemPageKinds).toEqual(["ventures", "announcements"]);
    expect(kinds.filter(isItemPageKind)).toEqual(itemPageKinds);
  });

  // One published item of each such kind and its public path: a kind given item pages needs
  // one here to compile.
  const { ventures, announcements } = contentKinds;
  const samples: { [K in ItemPageKind]: { slug: string; publicPath: string } } = {
    ventures: { slug: "ledgerline", publicPath: ventures.publicPath(seed.ventures[0]!) },
    announcements: {
      slug: "malta-operations-hub",
      publicPath: announcements.publicPath(seed.announcements[0]!),
    },
  };

  it.each(itemPageKinds)("put each item of %s at its public path", (kind) => {
    const { slug, publicPath } = samples[kind];
    expect(itemPagePath(kind, slug)).toBe(publicPath);
    expect(publicPath).toBe(`${contentKinds[kind].itemPage}/${slug}`);
  });
});
