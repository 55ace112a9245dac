import { site } from "@/content/site";

describe("site identity", () => {
  it("has a well-formed contact e-mail", () => {
    expect(site.email).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i);
  });
});
