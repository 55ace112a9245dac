import { formatContentDate, getAnnouncement, getVenture } from "@/lib/content";

describe("content lookups", () => {
  it("finds a venture and an announcement by slug", () => {
    expect(getVenture("ledgerline")?.title).toBe("Ledgerline");
    expect(getAnnouncement("malta-operations-hub")?.category).toBe("Company News");
  });

  it("returns undefined for an unknown slug", () => {
    expect(getVenture("nope")).toBeUndefined();
    expect(getAnnouncement("nope")).toBeUndefined();
  });
});

describe("formatContentDate", () => {
  it("formats an ISO date in long US English, independent of the time zone", () => {
    expect(formatContentDate("2026-11-16")).toBe("November 16, 2026");
    expect(formatContentDate("2027-01-01")).toBe("January 1, 2027");
  });
});
