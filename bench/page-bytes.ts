import http from "node:http";
import type { Browser, Page, Request } from "@playwright/test";
import { median } from "./lighthouse";
import { appUrl } from "./servers";

/** What Chromium asks for: the server picks the encoding it sends. */
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

const FIRST_LOADS = 3;

/** The path a client navigation goes to from `/`, through the site's header. */
export const NAVIGATION = { from: "/", to: "/about" };

export type TravelBytes = {
  /** Each page's HTML document, its body as `next start` sends it to a browser (compressed). */
  documents: { path: string; bytes: number; encoding: string }[];
  /**
   * Everything `/` fetches until the network is idle, as transferred (headers and bodies): the
   * median of `FIRST_LOADS` loads, since Next's prefetch of a link in view comes or not by timing.
   */
  homeFirstLoadBytes: number;
  /** The RSC responses a client navigation from `/` to `/about` fetches, as transferred. */
  navigationRscBytes: number;
};

/** The body of `path`'s HTML as it travels: counted on the socket, never decoded. */
function documentBytes(path: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${appUrl}${path}`,
      { headers: { accept: "text/html", "accept-encoding": BROWSER_ENCODINGS } },
      (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => {
          if (response.statusCode !== 200) {
            reject(new Error(`${path} answered ${response.statusCode}`));
          } else {
            resolve({ bytes, encoding: response.headers["content-encoding"] ?? "identity" });
          }
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

async function transferred(request: Request): Promise<number> {
  const sizes = await request.sizes();
  return sizes.responseHeadersSize + sizes.responseBodySize;
}

/** Waits until no request has started for `quietMs`: Next prefetches the links in view when idle. */
async function settle(page: Page, quietMs = 2_000): Promise<void> {
  let started = 0;
  const count = () => (started += 1);
  page.on("request", count);
  try {
    for (let seen = -1; seen !== started;) {
      seen = started;
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(quietMs);
    }
  } finally {
    page.off("request", count);
  }
}

/** The transfer size of every `select`ed request `run` makes the page fetch, until it settles. */
async function transferDuring(
  browser: Browser,
  run: (page: Page) => Promise<void>,
  select: (request: Request) => boolean = () => true,
): Promise<number> {
  const context = await browser.newContext({ serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    const finished: Promise<number>[] = [];
    page.on("requestfinished", (request) => {
      if (select(request)) finished.push(transferred(request));
    });
    await run(page);
    await settle(page);
    return (await Promise.all(finished)).reduce((sum, bytes) => sum + bytes, 0);
  } finally {
    await context.close();
  }
}

/** A client navigation's data: Next asks for it with an `rsc` header (prefetch or fetch). */
function isRscFor(pathname: string) {
  return (request: Request) =>
    request.headers()["rsc"] === "1" && new URL(request.url()).pathname.startsWith(pathname);
}

/**
 * The bytes a phone pays: the public pages' documents compressed as served, `/`'s whole first
 * load, and the RSC payload of a navigation between public pages (prefetched or fetched on click).
 */
export async function measureTravelBytes(browser: Browser, paths: string[]): Promise<TravelBytes> {
  const documents = [];
  for (const path of paths) documents.push({ path, ...(await documentBytes(path)) });
  const firstLoads: number[] = [];
  for (let load = 0; load < FIRST_LOADS; load += 1) {
    firstLoads.push(
      await transferDuring(browser, async (page) => {
        await page.goto(`${appUrl}/`);
      }),
    );
  }
  const homeFirstLoadBytes = median(firstLoads);
  const navigationRscBytes = await transferDuring(
    browser,
    async (page) => {
      await page.goto(`${appUrl}${NAVIGATION.from}`);
      await settle(page);
      await page
        .getByRole("banner")
        .getByRole("link", { name: "About", exact: true })
        .first()
        .click();
      await page.waitForURL(`**${NAVIGATION.to}`);
    },
    isRscFor(NAVIGATION.to),
  );
  return { documents, homeFirstLoadBytes, navigationRscBytes };
}
