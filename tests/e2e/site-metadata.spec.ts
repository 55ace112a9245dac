import { expect, test } from "@playwright/test";

test.describe("baseline security headers", () => {
  for (const path of ["/", "/robots.txt", "/icon.svg", "/no-such-page"]) {
    test(`are sent on ${path}`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      expect(response.status()).toBeLessThan(500);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["x-powered-by"]).toBeUndefined();
      expect(headers["strict-transport-security"]).toContain("max-age=");
      const csp = headers["content-security-policy"] ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
    });
  }
});

test.describe("public pages are cheap to serve", () => {
  for (const path of ["/", "/about", "/announcements"]) {
    test(`${path} lets a CDN keep it and costs the server no hash of its body`, async ({
      request,
    }) => {
      const response = await request.get(path);
      const headers = response.headers();
      expect(response.status()).toBe(200);
      expect(headers["cache-control"]).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
      expect(headers["etag"]).toBeUndefined();
    });
  }
});

test("robots.txt keeps crawlers out of the staff area and points at the sitemap", async ({
  request,
}) => {
  const body = await (await request.get("/robots.txt")).text();
  expect(body).toContain("Disallow: /portal");
  expect(body).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
});

test("the link-preview image is a PNG", async ({ request }) => {
  const response = await request.get("/opengraph-image");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
});

test("the sitemap lists every public page, venture and announcement", async ({ request }) => {
  const body = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/about", "/contact", "/careers", "/announcements"]) {
    expect(body).toContain(`${path}</loc>`);
  }
  expect(body.match(/<loc>[^<]*\/ventures\/[^<]+<\/loc>/g)).toHaveLength(10);
  expect(body.match(/<loc>[^<]*\/announcements\/[^<]+<\/loc>/g)).toHaveLength(1);
});
