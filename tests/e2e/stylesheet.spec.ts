import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { requestedPaths } from "./support/requested-paths";

const SITE_STYLESHEET = /^\/site\.css\?v=[\w-]{12}$/;
const FIRST_PAINT = "style[data-first-paint]";

/** The `href` of each stylesheet the page links, in document order. */
const linkedStylesheets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
      link.getAttribute("href"),
    ),
  );

/**
 * The classes on the page's elements that the whole stylesheet `css` has rules for but none of
 * `sheets` (the page's inline first-paint rules, or every stylesheet the document holds) has.
 */
function classesWithoutRules(page: Page, css: string, sheets: "first-paint" | "document") {
  return page.evaluate(
    ({ css, sheets, selector }) => {
      const unescape = (name: string) =>
        name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string, char: string) =>
          hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
        );
      const classesOf = (rules: CSSRuleList, into: Set<string>) => {
        for (const rule of rules) {
          if (rule instanceof CSSStyleRule) {
            for (const [, name] of rule.selectorText.matchAll(
              /\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g,
            )) {
              into.add(unescape(name!));
            }
          }
          if ("cssRules" in rule) classesOf((rule as CSSGroupingRule).cssRules, into);
        }
        return into;
      };
      const whole = new CSSStyleSheet();
      whole.replaceSync(css);
      const styled = classesOf(whole.cssRules, new Set());
      const held = new Set<string>();
      const inline = document.querySelector<HTMLStyleElement>(selector);
      for (const sheet of sheets === "first-paint" ? [inline!.sheet!] : [...document.styleSheets]) {
        classesOf(sheet.cssRules, held);
      }
      const used = new Set(
        [...document.querySelectorAll("[class]")].flatMap((element) =>
          (element.getAttribute("class") ?? "").split(/\s+/).filter(Boolean),
        ),
      );
      return [...used].filter((name) => styled.has(name) && !held.has(name)).sort();
    },
    { css, sheets, selector: FIRST_PAINT },
  );
}

test.describe("first paint from the HTML alone", () => {
  // What the server sends, before any script: the first paint's only styles are in it.
  test.use({ javaScriptEnabled: false });

  for (const path of [
    "/",
    "/about",
    "/contact",
    "/careers",
    "/announcements",
    "/ventures/ledgerline",
    "/login",
    "/no-such-page",
  ]) {
    test(`${path} carries the rules of every class it uses, and links no stylesheet`, async ({
      page,
      request,
    }) => {
      const requests = requestedPaths(page, "/site.css");
      const response = await page.goto(path);
      expect(response?.headers().link).toBeUndefined();
      await expect(page.locator(FIRST_PAINT)).toHaveCount(1);
      expect(await linkedStylesheets(page)).toEqual([]);
      const whole = await (await request.get("/site.css?v=any")).text();
      expect(await classesWithoutRules(page, whole, "first-paint")).toEqual([]);
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
        /monospace/,
      );
      await page.waitForLoadState("load");
      expect(requests).toEqual([]);
    });
  }
});

test("a page's scripts carry none of its first-paint rules", async ({ page, request }) => {
  await page.goto("/");
  const inline = await page.locator(FIRST_PAINT).textContent();
  const rule = inline!.match(/\.term-bar\{[^}]+\}/)?.[0];
  expect(rule).toBeTruthy();
  const scripts = await page.evaluate(() =>
    [...document.querySelectorAll("script[src]")].map((script) => script.getAttribute("src")!),
  );
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) expect(await (await request.get(src)).text()).not.toContain(rule);
});

test("a client navigation carries no CSS in its payload, and shows the next page styled", async ({
  page,
  request,
}) => {
  const payloads: Promise<string>[] = [];
  page.on("requestfinished", (request) => {
    if (request.headers()["rsc"] !== "1") return;
    payloads.push(request.response().then((response) => response?.text() ?? ""));
  });
  const stylesheetRequests = requestedPaths(page, "/site.css");
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(stylesheetRequests).toEqual([]);

  await page.getByRole("banner").getByRole("link", { name: "About", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About us");
  expect(stylesheetRequests).toEqual([expect.stringMatching(SITE_STYLESHEET)]);
  const bodies = await Promise.all(payloads);
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) expect(body).not.toMatch(/tailwindcss|\.term-bar\{/);

  const [href] = await linkedStylesheets(page);
  expect(href).toMatch(SITE_STYLESHEET);
  const whole = await request.get(href!);
  expect(await classesWithoutRules(page, await whole.text(), "document")).toEqual([]);
  // Kept by the browser, under an address that changes with its rules.
  expect(whole.headers()["content-type"]).toBe("text/css; charset=utf-8");
  expect(whole.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("a portal page links the portal's stylesheet alone, and carries no public rules", async ({
  signedInPage: page,
}) => {
  const response = await page.goto("/portal");
  expect(response?.headers().link).toBeUndefined();
  await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
  // The portal's stylesheet holds every class, the public ones too, in one order.
  expect(await linkedStylesheets(page)).toEqual([
    expect.stringMatching(/^\/_next\/static\/.+\.css$/),
  ]);
});
