import { announcements } from "@/content/announcements";

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ADDRESS = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;

function isCalendarDate(iso: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso);
}

describe("announcements content", () => {
  it("has the one announcement", () => {
    expect(announcements).toHaveLength(1);
  });

  it("has unique, URL-safe kebab-case slugs", () => {
    const slugs = announcements.map((announcement) => announcement.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(KEBAB_CASE);
  });

  it("recognises real calendar dates", () => {
    expect(isCalendarDate("2026-02-28")).toBe(true);
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("2026-2-3")).toBe(false);
  });

  it.each(announcements)("$slug is dated with a real YYYY-MM-DD date", (announcement) => {
    expect(isCalendarDate(announcement.date)).toBe(true);
  });

  it.each(announcements)("$slug has every field filled in", (announcement) => {
    expect(announcement.title.trim()).not.toBe("");
    expect(announcement.category.trim()).not.toBe("");
    expect(announcement.content.trim()).not.toBe("");
    expect(announcement.fullArticle.length).toBeGreaterThan(0);
    for (const paragraph of announcement.fullArticle) expect(paragraph.trim()).not.toBe("");
  });

  it.each(announcements)("$slug links only to well-formed http(s) addresses", (announcement) => {
    for (const address of announcement.fullArticle.join(" ").match(ADDRESS) ?? []) {
      expect(new URL(address).protocol).toMatch(/^https?:$/);
    }
  });
});
