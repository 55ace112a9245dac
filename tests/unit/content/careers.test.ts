import { careers } from "@/content/careers";

describe("careers content", () => {
  it("lists at least one job", () => {
    expect(careers.jobs.length).toBeGreaterThan(0);
  });

  it.each(careers.jobs)("$title has a sane salary and non-empty lists", (job) => {
    expect(job.salary.min).toBeGreaterThan(0);
    expect(job.salary.min).toBeLessThan(job.salary.max);
    expect(job.title.trim()).not.toBe("");
    expect(job.location.trim()).not.toBe("");
    expect(job.requirements.length).toBeGreaterThan(0);
    expect(job.responsibilities.length).toBeGreaterThan(0);
  });

  it("gives every job a unique, URL-safe slug", () => {
    const slugs = careers.jobs.map((job) => job.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("has benefits and culture to show", () => {
    expect(careers.benefits.length).toBeGreaterThan(0);
    expect(careers.culture.length).toBeGreaterThan(0);
  });
});
