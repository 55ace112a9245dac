import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { requestedPaths } from "./support/requested-paths";

/** The `href` of each stylesheet the page links, in document order. */
const stylesheets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
      link.getAttribute("href"),
    ),
  );

const SITE_STYLESHEET = /^\/site\.css\?v=[\w-]{12}$/;

for (const path of ["/", "/about", "/login"]) {
  test(`${path} names the stylesheet it links in a preload header, and fetches it once`, async ({
    page,
  }) => {
    const requests = requestedPaths(page, "/site.css");
    const response = await page.goto(path);
    await page.waitForLoadState("load");
    const [href] = await stylesheets(page);
    expect(href).toMatch(SITE_STYLESHEET);
    expect(response?.headers().link).toBe(`<${href}>; rel=preload; as=style`);
    expect(requests).toEqual([href]);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
      /monospace/,
    );
  });
}

test("the stylesheet is kept by a browser, under an address that changes with its rules", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const [href] = await stylesheets(page);
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/css; charset=utf-8");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(await response.text()).toContain(".venture-card");
});

test("a portal page preloads the site's stylesheet too, and links the portal's after it", async ({
  signedInPage: page,
}) => {
  const response = await page.goto("/portal");
  const [site, ...rest] = await stylesheets(page);
  expect(site).toMatch(SITE_STYLESHEET);
  expect(response?.headers().link).toBe(`<${site}>; rel=preload; as=style`);
  // The portal's stylesheet holds every class in one order: coming last, it decides the cascade.
  expect(rest).toEqual([expect.stringMatching(/^\/_next\/static\/.+\.css$/)]);
});
