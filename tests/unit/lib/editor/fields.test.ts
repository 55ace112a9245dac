import { formValues, itemValues, schemaInput } from "@/lib/editor/fields";
import { contentKinds } from "@/lib/editor/kinds";

const editorFields = {
  careers: contentKinds.careers.fields,
  announcements: contentKinds.announcements.fields,
  siteBar: contentKinds.siteBar.fields,
};

describe("editor fields", () => {
  it("turn lines, paragraphs and checkboxes into the schema's shapes", () => {
    const data = new FormData();
    data.set("benefits", " Health \n\n Equity \r\n");
    data.set("culture", "One");
    expect(schemaInput(editorFields.careers, formValues(editorFields.careers, data))).toEqual({
      benefits: ["Health", "Equity"],
      culture: ["One"],
    });
    const article = schemaInput(editorFields.announcements, {
      article: "First line\nstill first.\n\n  Second.  \n\n\n",
    }).article;
    expect(article).toEqual(["First line still first.", "Second."]);
    expect(schemaInput(editorFields.siteBar, { enabled: "on" }).enabled).toBe(true);
    expect(schemaInput(editorFields.siteBar, { enabled: "" }).enabled).toBe(false);
  });

  it("show a stored item as the form's text, the inverse of schemaInput", () => {
    const bar = {
      text: "Hi",
      linkUrl: null,
      enabled: true,
      startsAt: "2026-12-01T10:00:00.000Z",
      endsAt: null,
    };
    const values = itemValues(editorFields.siteBar, bar);
    expect(values).toEqual({
      text: "Hi",
      linkUrl: "",
      enabled: "on",
      startsAt: "2026-12-01T10:00",
      endsAt: "",
    });
    const lists = { benefits: ["a", "b"], culture: ["c"] };
    expect(schemaInput(editorFields.careers, itemValues(editorFields.careers, lists))).toEqual(
      lists,
    );
  });
});
