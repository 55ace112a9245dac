import { formText } from "@/lib/form-text";

describe("formText", () => {
  const data = new FormData();
  data.set("name", "Ada");
  data.set("file", new Blob(["x"]), "x.txt");

  it("gives a field's text", () => {
    expect(formText(data, "name")).toBe("Ada");
  });

  it("gives empty text for a missing field, a file, or anything that is not form data", () => {
    expect(formText(data, "missing")).toBe("");
    expect(formText(data, "file")).toBe("");
    expect(formText({ name: "Ada" }, "name")).toBe("");
    expect(formText(null, "name")).toBe("");
  });
});
