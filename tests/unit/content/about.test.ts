import { about } from "@/content/about";

describe("about content", () => {
  it("has four core values and four domains, each titled and explained", () => {
    expect(about.values).toHaveLength(4);
    expect(about.approach.domains).toHaveLength(4);
    for (const point of [...about.values, ...about.approach.domains]) {
      expect(point.title.trim()).not.toBe("");
      expect(point.body.trim()).not.toBe("");
    }
  });

  it("has prose for who we are and the vision", () => {
    expect(about.whoWeAre.length).toBeGreaterThan(0);
    expect(about.vision.length).toBeGreaterThan(0);
  });
});
