/** @jest-environment node */
import type { FirstPaintStylesheets } from "@/lib/site-stylesheet/first-paint";

const sheets: FirstPaintStylesheets = {
  "/": ".home{}",
  "/ventures/[slug]": ".venture{}",
  "/portal": null,
  "*": ".not-found{}",
};

type Module = typeof import("@/lib/site-stylesheet/first-paint");

/** `firstPaintCss(pathname)` in a fresh server whose build inlined `json` (or nothing). */
function firstPaintCssWith(json: string | undefined, pathname: string): string | undefined {
  const saved = process.env.SITE_FIRST_PAINT_CSS;
  if (json === undefined) delete process.env.SITE_FIRST_PAINT_CSS;
  else process.env.SITE_FIRST_PAINT_CSS = json;
  try {
    let answer: string | undefined;
    jest.isolateModules(() => {
      const { firstPaintCss } = jest.requireActual<Module>("@/lib/site-stylesheet/first-paint");
      answer = firstPaintCss(pathname);
    });
    return answer;
  } finally {
    if (saved === undefined) delete process.env.SITE_FIRST_PAINT_CSS;
    else process.env.SITE_FIRST_PAINT_CSS = saved;
  }
}

describe("firstPaintCss", () => {
  it("gives a page its own rules, and an address no page answers the 404's", () => {
    const json = JSON.stringify(sheets);
    expect(firstPaintCssWith(json, "/")).toBe(".home{}");
    expect(firstPaintCssWith(json, "/ventures/ledgerline")).toBe(".venture{}");
    expect(firstPaintCssWith(json, "/no/such/page")).toBe(".not-found{}");
  });

  it("gives none to a page with a stylesheet of its own, nor under next dev", () => {
    expect(firstPaintCssWith(JSON.stringify(sheets), "/portal")).toBeUndefined();
    expect(firstPaintCssWith(undefined, "/")).toBeUndefined();
  });
});
