import type { Page } from "@playwright/test";
import { expect, test, uniqueSlug } from "./support/fixtures";
import { ContentEditor } from "./pages/content-editor";

// A scheduled site bar shows on every public page for one minute: it runs beside the other
// content tests, which read nothing it covers, and turns the bar off at its end.
const siteBar = (page: Page) => page.getByRole("complementary", { name: "Site announcement" });

/** The HTML of `path` and its RSC payload (a client navigation's request), as the server sends them. */
async function servedPayloads(page: Page, path: string): Promise<string[]> {
  const html = await page.request.get(path);
  const rsc = await page.request.get(path, { headers: { RSC: "1" } });
  expect([html.status(), rsc.status()]).toEqual([200, 200]);
  return [await html.text(), await rsc.text()];
}

const SCHEDULE_PAGES = ["/", "/about", "/careers"];

test("a scheduled site bar is in no page before its start, comes at it and goes at its end", async ({
  page,
  staffUser,
}) => {
  test.setTimeout(240_000);
  const text = `Scheduled ${uniqueSlug("bar")}`;
  // The editor takes whole minutes: the next one at least 15 s ahead, for one minute.
  const startsAt = new Date(Math.ceil((Date.now() + 15_000) / 60_000) * 60_000);
  const endsAt = new Date(startsAt.getTime() + 60_000);
  const minute = (date: Date) => date.toISOString().slice(0, 16);
  const bar = ContentEditor.siteBar(page);
  await bar.open(staffUser, "/portal/site/force-banner");
  await bar.field("Text").fill(text);
  await bar.field("Link (optional)").fill("");
  await bar.field("Starts (UTC, optional)").fill(minute(startsAt));
  await bar.field("Ends (UTC, optional)").fill(minute(endsAt));
  await bar.field("Show the bar").check();
  await bar.submit("Publish", /^Published:/);

  const visitor = await (await page.context().browser()!.newContext()).newPage();
  // Once a second until just before the start: back to back, the requests took a core from the
  // tests running beside this one.
  do {
    for (const path of SCHEDULE_PAGES) {
      for (const payload of await servedPayloads(visitor, path)) {
        expect(payload.includes(text), `${path} has the bar's text`).toBe(false);
        expect(payload.includes(minute(startsAt)), `${path} has the bar's start`).toBe(false);
      }
    }
    await page.waitForTimeout(Math.max(0, Math.min(1000, startsAt.getTime() - 3000 - Date.now())));
  } while (Date.now() < startsAt.getTime() - 3000);

  await page.waitForTimeout(Math.max(0, startsAt.getTime() - Date.now()));
  for (const path of SCHEDULE_PAGES) {
    await expect(async () => {
      const [html] = await servedPayloads(visitor, path);
      expect(html!.includes(text), `${path} has the bar`).toBe(true);
    }).toPass({ timeout: 30_000 });
  }
  await visitor.goto("/about");
  await expect(siteBar(visitor)).toContainText(text);

  await page.waitForTimeout(Math.max(0, endsAt.getTime() - Date.now()));
  // The first visit after the end may still get the page rendered before it: the script hides it.
  await visitor.goto("/about");
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(siteBar(visitor)).toHaveCount(0);
  for (const path of SCHEDULE_PAGES) {
    await expect(async () => {
      for (const payload of await servedPayloads(visitor, path))
        expect(payload).not.toContain(text);
    }).toPass({ timeout: 30_000 });
  }

  await bar.open(staffUser, "/portal/site/force-banner");
  await bar.field("Show the bar").uncheck();
  await bar.field("Starts (UTC, optional)").fill("");
  await bar.field("Ends (UTC, optional)").fill("");
  await bar.submit("Publish", /^Published:/);
});
