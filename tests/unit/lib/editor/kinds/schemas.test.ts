import { isSafeLink, validateContent as validate } from "@/lib/editor/kind";
import { contentKinds, type EditableKind } from "@/lib/editor/kinds";
import { announcements, careersLists, jobs, ventures } from "@/tests/fixtures/seed-content";

const job = jobs[0]!;
const jobInput = {
  slug: job.slug,
  title: job.title,
  location: job.location,
  type: job.type,
  salaryMin: String(job.salaryMin),
  salaryMax: String(job.salaryMax),
  summary: job.summary,
  requirements: job.requirements,
  responsibilities: job.responsibilities,
  applyEmail: "careers@example.com",
};

function validateContent(kind: EditableKind, input: unknown) {
  return validate(contentKinds[kind], input);
}

function errorsOf(kind: EditableKind, input: unknown) {
  const result = validateContent(kind, input);
  return result.ok ? {} : result.fieldErrors;
}

describe("the content schemas", () => {
  it("accept today's content", () => {
    expect(validateContent("ventures", ventures[0]).ok).toBe(true);
    expect(validateContent("announcements", announcements[0]).ok).toBe(true);
    expect(validateContent("jobs", jobInput)).toMatchObject({
      ok: true,
      data: { salaryMin: job.salaryMin },
    });
    expect(validateContent("careers", careersLists).ok).toBe(true);
  });

  it("refuses a slug that is not lowercase words joined by hyphens", () => {
    for (const slug of ["Upper", "two  spaces", "-lead", "trail-", "a--b", ""]) {
      expect(errorsOf("jobs", { ...jobInput, slug }).slug).toBeDefined();
    }
  });

  it("refuses a minimum salary above the maximum, beside the maximum", () => {
    expect(errorsOf("jobs", { ...jobInput, salaryMin: "200", salaryMax: "100" })).toEqual({
      salaryMax: ["At least the minimum salary."],
    });
    expect(errorsOf("jobs", { ...jobInput, salaryMin: "1.5" }).salaryMin).toBeDefined();
  });

  it("enforces length limits and non-empty lists", () => {
    expect(errorsOf("ventures", { ...ventures[0], report: [] }).report).toEqual([
      "At least one paragraph.",
    ]);
    expect(errorsOf("siteBar", { text: "x".repeat(201), linkUrl: null, enabled: false })).toEqual({
      text: ["At most 200 characters."],
    });
  });

  it("allows only http(s) and mailto links in the site bar", () => {
    const bar = { text: "Hi", enabled: true, startsAt: "", endsAt: "" };
    expect(validateContent("siteBar", { ...bar, linkUrl: "https://example.com/x" }).ok).toBe(true);
    expect(validateContent("siteBar", { ...bar, linkUrl: "mailto:a@example.com" }).ok).toBe(true);
    expect(validateContent("siteBar", { ...bar, linkUrl: "" })).toMatchObject({
      ok: true,
      data: { linkUrl: null },
    });
    for (const linkUrl of ["javascript:alert(1)", "data:text/html,x", "/relative", "https://"]) {
      expect(errorsOf("siteBar", { ...bar, linkUrl }).linkUrl).toBeDefined();
    }
  });

  it("reads the bar's times as UTC and wants the end after the start", () => {
    const bar = { text: "Hi", linkUrl: "", enabled: true };
    expect(
      validateContent("siteBar", { ...bar, startsAt: "2026-12-01T10:00", endsAt: "" }),
    ).toMatchObject({ ok: true, data: { startsAt: new Date("2026-12-01T10:00:00Z") } });
    expect(
      errorsOf("siteBar", { ...bar, startsAt: "2026-12-02T00:00", endsAt: "2026-12-01T00:00" }),
    ).toEqual({ endsAt: ["After the start."] });
    expect(errorsOf("siteBar", { ...bar, text: "", startsAt: "", endsAt: "" })).toEqual({
      text: ["A bar that is on needs its text."],
    });
  });

  it("wants a title and body only for a notice that is on", () => {
    expect(validateContent("siteNotice", { title: "", body: "", enabled: false }).ok).toBe(true);
    expect(errorsOf("siteNotice", { title: "T", body: "", enabled: true }).body).toBeDefined();
  });
});

describe("isSafeLink", () => {
  it("accepts absolute web and mail addresses only", () => {
    expect(isSafeLink("https://example.com")).toBe(true);
    expect(isSafeLink("HTTP://example.com")).toBe(true);
    expect(isSafeLink("mailto:someone@example.com")).toBe(true);
    expect(isSafeLink("javascript:alert(1)")).toBe(false);
    expect(isSafeLink("mailto:")).toBe(false);
    expect(isSafeLink("//example.com")).toBe(false);
  });
});
