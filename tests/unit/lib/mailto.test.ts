import { mailtoHref } from "@/lib/mailto";

describe("mailtoHref", () => {
  it("links to the address alone without a subject", () => {
    expect(mailtoHref("hello@example.com")).toBe("mailto:hello@example.com");
  });

  it("percent-encodes the subject", () => {
    expect(mailtoHref("hello@example.com", "Application: R&D Lead / 50%?")).toBe(
      "mailto:hello@example.com?subject=Application%3A%20R%26D%20Lead%20%2F%2050%25%3F",
    );
  });
});
