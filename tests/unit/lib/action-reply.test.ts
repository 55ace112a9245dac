/** @jest-environment node */
import { isDecodableReply } from "@/lib/action-reply";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const ACTION_ID = "40".padEnd(42, "a");

describe("a Server Action reply sent with Next-Action", () => {
  it.each<Record<string, string>>([
    { "0": '[{"status":"idle","email":""},"$K1"]', "1_email": "a@example.com" },
    { "0": '[null,"$K1"]' },
    { "0": '["$undefined","$$F not a reference","$K1a"]' },
    { "0": '["$@1"]', "1": '{"a":[1,2,"$NaN"]}' },
  ])("passes when every row is JSON with known references: %p", (fields) => {
    expect(isDecodableReply(form(fields), true)).toBe(true);
  });

  it.each([
    ["no row 0", { email: "a@example.com" }],
    ["a row 0 that is not JSON", { "0": "{not json" }],
    ["a row 0 that is not a list of arguments", { "0": '"x"' }],
    ["a server function", { "0": '["$F0"]' }],
    ["a stream", { "0": '["$r9"]', "9": "[]" }],
    ["an iterator", { "0": '["$i9"]' }],
    ["a promise of a missing row", { "0": '["$@9"]' }],
    ["a deeper row that is not JSON", { "0": '["$@1"]', "1": "[" }],
    ["a nested unknown reference", { "0": '[{"a":{"b":["$Q1"]}}]' }],
  ])("is refused with %s", (_case, fields) => {
    expect(isDecodableReply(form(fields), true)).toBe(false);
  });

  it("is refused when a row is a file", () => {
    const data = form({ "0": "[]" });
    data.append("1", new Blob(["[]"]));
    expect(isDecodableReply(data, true)).toBe(false);
  });
});

describe("a plain form post (no JavaScript yet)", () => {
  const bound = `{"id":"${ACTION_ID}","bound":"$@1"}`;

  it.each<Record<string, string>>([
    { email: "a@example.com" },
    { [`$ACTION_ID_${ACTION_ID}`]: "", email: "a@example.com" },
    { $ACTION_REF_1: "", "$ACTION_1:0": bound, "$ACTION_1:1": '[{"status":"idle"}]' },
  ])("passes when it names no bound action, or one that decodes: %p", (fields) => {
    expect(isDecodableReply(form(fields), false)).toBe(true);
  });

  it.each([
    ["no bound row", { $ACTION_REF_1: "", "$ACTION_1:0": bound }],
    ["no action row", { $ACTION_REF_1: "" }],
    ["an action row that is not JSON", { $ACTION_REF_1: "", "$ACTION_1:0": "{" }],
    ["an action row that is not an object", { $ACTION_REF_1: "", "$ACTION_1:0": '"x"' }],
    [
      "a server function in the bound arguments",
      { $ACTION_REF_1: "", "$ACTION_1:0": bound, "$ACTION_1:1": '["$F0"]' },
    ],
  ])("is refused with %s", (_case, fields) => {
    expect(isDecodableReply(form(fields), false)).toBe(false);
  });
});
