import { ventures } from "@/content/ventures";

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ADDRESS = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;

describe("ventures content", () => {
  it("lists exactly ten ventures", () => {
    expect(ventures).toHaveLength(10);
  });

  it("has unique, URL-safe kebab-case slugs", () => {
    const slugs = ventures.map((venture) => venture.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(KEBAB_CASE);
  });

  it("has unique titles", () => {
    const titles = ventures.map((venture) => venture.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it.each(ventures)("$slug has every field filled in", (venture) => {
    expect(venture.title.trim()).not.toBe("");
    expect(venture.command.trim()).not.toBe("");
    expect(venture.preview.trim()).not.toBe("");
    expect(venture.content.length).toBeGreaterThanOrEqual(3);
    for (const paragraph of venture.content) expect(paragraph.trim()).not.toBe("");
  });

  it.each(ventures)("$slug has a preview of one to three sentences", (venture) => {
    const sentences = venture.preview.split(/[.!?](?:\s|$)/).filter((part) => part.trim());
    expect(sentences.length).toBeGreaterThanOrEqual(1);
    expect(sentences.length).toBeLessThanOrEqual(3);
  });

  it.each(ventures)("$slug links only to well-formed http(s) addresses", (venture) => {
    for (const address of venture.content.join(" ").match(ADDRESS) ?? []) {
      expect(new URL(address).protocol).toMatch(/^https?:$/);
    }
  });

  it("links to at least one product site somewhere", () => {
    expect(ventures.some((venture) => /https:\/\//.test(venture.content.join(" ")))).toBe(true);
  });
});
