import { CONTACT_MAX_LENGTH } from "@/lib/contact/fields";
import { isHoneypotFilled, parseContactForm } from "@/lib/contact/form";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const GOOD = {
  name: "  Ada Lovelace ",
  email: "ada@example.com",
  subject: "Engines",
  message: "I would like to talk about the analytical engine.\nBest, Ada",
};

describe("parseContactForm", () => {
  it("takes a complete form, trimmed, and keeps the text as it was sent", () => {
    const parsed = parseContactForm(form(GOOD));
    expect(parsed).toEqual({
      ok: true,
      input: { ...GOOD, name: "Ada Lovelace" },
      values: GOOD,
    });
  });

  it("asks for every field of an empty form, each in its own words", () => {
    const parsed = parseContactForm(form({}));
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: {
        name: "Please enter your name.",
        email: "Please enter your e-mail address.",
        subject: "Please enter a subject.",
        message: "Please enter your message.",
      },
      values: { name: "", email: "", subject: "", message: "" },
    });
  });

  it("refuses too long fields, a bad address, a short message and control characters", () => {
    const parsed = parseContactForm(
      form({
        name: "x".repeat(CONTACT_MAX_LENGTH.name + 1),
        email: "not an address",
        subject: "Hello\r\nBcc: victim@example.com",
        message: "short",
      }),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fieldErrors.name).toBe("Please keep your name to 100 characters.");
    expect(parsed.fieldErrors.email).toMatch(/name@example.com/);
    expect(parsed.fieldErrors.subject).toMatch(/on one line/);
    expect(parsed.fieldErrors.message).toBe("Please write at least 10 characters.");
    expect(parseContactForm(form({ ...GOOD, message: "Hello\u0000 there, friend" })).ok).toBe(
      false,
    );
  });

  it("answers anything that is not form data as an empty form, without throwing", () => {
    for (const data of [null, undefined, "text", 42, { name: "Ada" }, [GOOD]]) {
      const parsed = parseContactForm(data);
      expect(parsed.ok).toBe(false);
      expect(parsed.values).toEqual({ name: "", email: "", subject: "", message: "" });
    }
  });

  it("reads a file in a field as empty", () => {
    const data = form(GOOD);
    data.set("message", new Blob(["a file"]), "note.txt");
    expect(parseContactForm(data).ok).toBe(false);
  });
});

describe("isHoneypotFilled", () => {
  it("is true only when the hidden field holds something", () => {
    expect(isHoneypotFilled(form(GOOD))).toBe(false);
    expect(isHoneypotFilled(form({ ...GOOD, website: "" }))).toBe(false);
    expect(isHoneypotFilled(form({ ...GOOD, website: "https://spam.example" }))).toBe(true);
    expect(isHoneypotFilled("not a form")).toBe(false);
  });
});
