/** @jest-environment node */
import { isSiteBarShowing, nextSiteBarChange, type BarWindow } from "@/lib/site-bar";

const bar: BarWindow & { text: string; linkUrl: null } = {
  text: "Malta hub opens",
  linkUrl: null,
  enabled: true,
  startsAt: new Date("2026-12-01T00:00:00Z"),
  endsAt: new Date("2026-12-08T00:00:00Z"),
};

describe("isSiteBarShowing", () => {
  it("shows an enabled bar inside its window", () => {
    expect(isSiteBarShowing(bar, new Date("2026-12-03T12:00:00Z"))).toBe(true);
  });

  it("hides it before the start, from the end on, and when switched off or never published", () => {
    expect(isSiteBarShowing(bar, new Date("2026-11-30T23:59:59Z"))).toBe(false);
    expect(isSiteBarShowing(bar, new Date("2026-12-08T00:00:00Z"))).toBe(false);
    expect(isSiteBarShowing({ ...bar, enabled: false }, new Date("2026-12-03T12:00:00Z"))).toBe(
      false,
    );
    expect(isSiteBarShowing(null, new Date())).toBe(false);
  });

  it("shows a bar without a window whenever it is enabled", () => {
    expect(isSiteBarShowing({ ...bar, startsAt: null, endsAt: null }, new Date())).toBe(true);
  });
});

describe("isSiteBarShowing with times kept as ISO strings", () => {
  it("reads them as the same instants", () => {
    const stored = { enabled: true, startsAt: "2026-12-01T00:00:00.000Z", endsAt: null };
    expect(isSiteBarShowing(stored, new Date("2026-11-30T23:59:59Z"))).toBe(false);
    expect(isSiteBarShowing(stored, new Date("2026-12-01T00:00:00Z"))).toBe(true);
  });
});

describe("nextSiteBarChange", () => {
  it("is the start before it, the end inside the window, and nothing after", () => {
    expect(nextSiteBarChange(bar, new Date("2026-11-30T00:00:00Z"))).toEqual(bar.startsAt);
    expect(nextSiteBarChange(bar, new Date("2026-12-01T00:00:00Z"))).toEqual(bar.endsAt);
    expect(nextSiteBarChange(bar, new Date("2026-12-08T00:00:00Z"))).toBeNull();
  });

  it("reads the ISO strings the page cache keeps", () => {
    const cached = { ...bar, startsAt: "2026-12-01T00:00:00.000Z", endsAt: null };
    expect(nextSiteBarChange(cached, new Date("2026-11-30T00:00:00Z"))).toEqual(bar.startsAt);
  });

  it("is nothing for a bar switched off, never published, or without a window", () => {
    expect(
      nextSiteBarChange({ ...bar, enabled: false }, new Date("2026-11-30T00:00:00Z")),
    ).toBeNull();
    expect(nextSiteBarChange(null, new Date())).toBeNull();
    expect(nextSiteBarChange({ ...bar, startsAt: null, endsAt: null }, new Date())).toBeNull();
  });
});
