import { activitySearch, parseActivityQuery } from "@/lib/activity/query";

describe("parseActivityQuery", () => {
  it("reads no filters as every event, from the newest", () => {
    expect(parseActivityQuery({})).toEqual({
      input: { person: "", kind: "", from: "", to: "" },
      filters: { person: null, actions: null, from: null, until: null },
      cursor: null,
      errors: {},
    });
  });

  it("reads a person, a kind, UTC days (the To day included) and a page link", () => {
    const query = parseActivityQuery({
      person: " ada@example.com ",
      kind: "content.published",
      from: "2026-11-01",
      to: "2026-11-25",
      before: "42",
    });
    expect(query.filters).toEqual({
      person: "ada@example.com",
      actions: ["content.published"],
      from: new Date("2026-11-01T00:00:00Z"),
      until: new Date("2026-11-26T00:00:00Z"),
    });
    expect(query.cursor).toEqual({ before: 42 });
    expect(parseActivityQuery({ after: "7" }).cursor).toEqual({ after: 7 });
  });

  it("reads a group of kinds as all of its actions", () => {
    expect(parseActivityQuery({ kind: "auth" }).filters?.actions).toEqual([
      "auth.signed_in",
      "auth.signed_out",
      "auth.sign_in_refused",
    ]);
    expect(parseActivityQuery({ kind: "account" }).filters?.actions).toHaveLength(14);
  });

  it("takes the first of a repeated parameter", () => {
    expect(parseActivityQuery({ kind: ["content", "nonsense"] }).filters?.actions).toHaveLength(6);
  });

  it.each([
    [{ person: "x".repeat(255) }, "person", "At most 254 characters."],
    [{ kind: "content.exploded" }, "kind", expect.stringMatching(/^Not a kind of event/)],
    [{ kind: "constructor" }, "kind", expect.stringMatching(/^Not a kind of event/)],
    [{ from: "yesterday" }, "from", "A date, YYYY-MM-DD."],
    [{ from: "2026-02-30" }, "from", "A date, YYYY-MM-DD."],
    [{ to: "2026-13-01" }, "to", "A date, YYYY-MM-DD."],
    [{ from: "2026-11-25", to: "2026-11-24" }, "to", "On or after the From date."],
    [{ before: "-1" }, "page", expect.stringMatching(/page link/)],
    [{ before: "1e3" }, "page", expect.stringMatching(/page link/)],
    [{ after: "99999999999999999999" }, "page", expect.stringMatching(/page link/)],
    [{ before: "1", after: "2" }, "page", expect.stringMatching(/page link/)],
  ])("refuses %p with a reason for %s, and reads no filters", (params, field, reason) => {
    const query = parseActivityQuery(params);
    expect(query.errors).toEqual({ [field]: reason });
    expect(query.filters).toBeNull();
  });
});

describe("activitySearch", () => {
  it("keeps the filters given and the page, and leaves out empty ones", () => {
    const input = { person: "a b@example.com", kind: "", from: "2026-11-01", to: "" };
    expect(activitySearch(input)).toBe("?person=a+b%40example.com&from=2026-11-01");
    expect(activitySearch(input, { before: 9 })).toBe(
      "?person=a+b%40example.com&from=2026-11-01&before=9",
    );
    expect(activitySearch({ person: "", kind: "", from: "", to: "" })).toBe("");
  });
});
