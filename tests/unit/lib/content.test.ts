import { formatContentDate } from "@/lib/content";

describe("formatContentDate", () => {
  it("formats an ISO date in long US English, independent of the time zone", () => {
    expect(formatContentDate("2026-11-16")).toBe("November 16, 2026");
    expect(formatContentDate("2027-01-01")).toBe("January 1, 2027");
  });
});
