import { chromium, expect, test, type Page } from "@playwright/test";
import { launchOptions } from "./support/suite-common";

/** The layout shifts the page has reported so far, without those right after an input. */
async function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const values: number[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) values.push(entry.value);
          }
        }).observe({ type: "layout-shift", buffered: true });
        // Two frames: the last change has been laid out and its shift reported.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(values)));
      }),
  );
}

// A browser paints a page before it has parsed all of it when the network or the CPU is slow;
// what arrives later must then extend the page below, never move what is already on screen.
test("the sign-in card keeps its place while the rest of it arrives", async ({ page }) => {
  await page.goto("/login");
  const title = page.getByRole("heading", { name: "System Access" });
  const before = await title.boundingBox();
  await page
    .getByRole("region", { name: "System Access" })
    .evaluate((card) =>
      card.append(Object.assign(document.createElement("div"), { style: "height: 400px" })),
    );
  expect(await layoutShifts(page)).toEqual([]);
  expect(await title.boundingBox()).toEqual(before);
});

// Playwright hides scrollbars; desktop browsers show them, and a page that gains or loses its
// scrollbar (a dialog's scroll lock, a page growing past the window) moves all centred content.
test("opening a dialog does not move the page behind it sideways", async ({ baseURL }) => {
  const browser = await chromium.launch({
    ...launchOptions,
    ignoreDefaultArgs: ["--hide-scrollbars"],
  });
  try {
    const page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 720 } });
    await page.goto("/contact");
    const heading = page.getByRole("heading", { level: 1 });
    const before = await heading.boundingBox();
    await page.getByRole("button", { name: "Send a message" }).click();
    await expect(page.getByRole("dialog", { name: "Please Email Us Directly" })).toBeVisible();
    expect((await heading.boundingBox())?.x).toBe(before?.x);
  } finally {
    await browser.close();
  }
});
