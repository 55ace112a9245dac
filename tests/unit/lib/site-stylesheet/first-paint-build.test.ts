/** @jest-environment node */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import postcss from "postcss";
import type { FirstPaintStylesheets } from "@/lib/site-stylesheet/first-paint";

/**
 * The whole stylesheet and each page's, compiled as the build does. In a Node process of their
 * own: Tailwind's compiler loads ES modules, which Jest's module system cannot.
 */
async function compileAsTheBuildDoes(): Promise<[string, FirstPaintStylesheets]> {
  const script = `
    import { compileSiteStylesheet } from "./lib/site-stylesheet/build.ts";
    import { compileFirstPaintStylesheets } from "./lib/site-stylesheet/first-paint-build.ts";
    const both = await Promise.all([compileSiteStylesheet(), compileFirstPaintStylesheets()]);
    process.stdout.write(JSON.stringify(both));
  `;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "--eval", script],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as [string, FirstPaintStylesheets];
}

/** Every style rule of `css` as its selector within its at-rules: what it styles, and where. */
function ruleKeys(css: string): Set<string> {
  const keys = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    const context: string[] = [];
    for (let parent = rule.parent; parent && parent.type !== "root"; parent = parent.parent) {
      context.unshift(parent.type === "atrule" ? `@${parent.name} ${parent.params}` : "");
    }
    keys.add([...context, rule.selector].join(" › "));
  });
  return keys;
}

describe("the first-paint stylesheets", () => {
  let full: string;
  let sheets: FirstPaintStylesheets;
  beforeAll(async () => {
    [full, sheets] = await compileAsTheBuildDoes();
  }, 60_000);

  it("hold, for each public page, only rules of the whole stylesheet", () => {
    const whole = ruleKeys(full);
    for (const [pattern, css] of Object.entries(sheets)) {
      if (css === null) continue;
      const foreign = [...ruleKeys(css)].filter((key) => !whole.has(key));
      expect({ pattern, foreign }).toEqual({ pattern, foreign: [] });
    }
  });

  it("hold what the page's own components use, and not what only another page uses", () => {
    expect(sheets["/"]).toContain(".matrix-rain");
    expect(sheets["/careers"]).not.toContain(".matrix-rain");
    // The site's own component classes too, which Tailwind would keep whether used or not.
    expect(sheets["/"]).toContain(".venture-card");
    expect(sheets["/careers"]).not.toContain(".venture-card");
    expect(sheets["/careers"]).toContain(".bullet-list");
    expect(sheets["/careers"]).toContain(".lg\\:grid-cols-2");
    expect(sheets["/careers"]!.length).toBeLessThan(full.length);
  });

  it("leave the portal's pages, styled by their own stylesheet, without", () => {
    expect(sheets["/portal"]).toBeNull();
    expect(sheets["/login"]).toEqual(expect.any(String));
    expect(sheets["*"]).toEqual(expect.any(String));
  });
});
