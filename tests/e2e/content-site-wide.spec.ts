import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { openPortal, submitEditor, uniqueSlug } from "./content-tools";
import { expect, test } from "./fixtures";

const PUBLIC_PAGES = [
  "/",
  "/about",
  "/contact",
  "/careers",
  "/announcements",
  "/announcements/malta-operations-hub",
  "/ventures/ledgerline",
];

test.describe.configure({ mode: "serial", timeout: 180_000 });

const barEditor = (page: Page) => page.getByRole("region", { name: /^ForceAnnBar/ });
const noticeEditor = (page: Page) => page.getByRole("region", { name: /^ForceModal/ });
const siteBar = (page: Page) => page.getByRole("complementary", { name: "Site announcement" });

test("the site bar shows on every public page, dismisses for the visit, and goes when off", async ({
  page,
  staffUser,
}) => {
  const text = `Bar ${uniqueSlug("news")}`;
  await openPortal(page, staffUser, "/portal/site/force-banner");
  await expectNoAxeViolations(page);
  await barEditor(page).getByLabel("Text").fill(text);
  await barEditor(page).getByLabel("Link (optional)").fill("javascript:alert(1)");
  await barEditor(page).getByLabel("Show the bar").check();
  await barEditor(page).getByRole("button", { name: "Publish", exact: true }).click();
  await expect(barEditor(page).getByLabel("Link (optional)")).toHaveAccessibleDescription(
    "An http://, https:// or mailto: address.",
  );
  await barEditor(page).getByLabel("Link (optional)").fill("https://example.com/news");
  await submitEditor(barEditor(page), "Publish", /^Published:/);

  const visitor = await (await page.context().browser()!.newContext()).newPage();
  for (const path of PUBLIC_PAGES) {
    await expect(async () => {
      await visitor.goto(path);
      await expect(siteBar(visitor)).toContainText(text, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(siteBar(visitor).getByRole("link", { name: text })).toHaveAttribute(
      "href",
      "https://example.com/news",
    );
  }
  await expectNoAxeViolations(visitor);
  await siteBar(visitor).getByRole("button", { name: "Dismiss the announcement" }).click();
  await expect(siteBar(visitor)).toHaveCount(0);
  await visitor.goto("/about");
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(siteBar(visitor)).toHaveCount(0);

  await openPortal(page, staffUser, "/portal/site/force-banner");
  await barEditor(page).getByLabel("Show the bar").uncheck();
  await submitEditor(barEditor(page), "Publish", /^Published:/);
  const fresh = await (await page.context().browser()!.newContext()).newPage();
  for (const path of PUBLIC_PAGES) {
    await expect(async () => {
      await fresh.goto(path);
      await expect(fresh.getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 1000 });
      await expect(siteBar(fresh)).toHaveCount(0, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  }
});

test("the site notice opens once per visitor and version", async ({ page, staffUser }) => {
  const title = `Notice ${uniqueSlug("n")}`;
  await openPortal(page, staffUser, "/portal/site/force-banner");
  await noticeEditor(page).getByLabel("Title").fill(title);
  await noticeEditor(page).getByLabel("Body").fill("Read this once.");
  await noticeEditor(page).getByLabel("Show the notice").check();
  await submitEditor(noticeEditor(page), "Publish", /^Published:/);

  const visitor = await (await page.context().browser()!.newContext()).newPage();
  await expect(async () => {
    await visitor.goto("/about");
    await expect(visitor.getByRole("dialog", { name: title })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expectNoAxeViolations(visitor);
  // Staff signing in see the sign-in form, not the visitors' notice.
  const signingIn = await (await page.context().browser()!.newContext()).newPage();
  await signingIn.goto("/login");
  await expect(signingIn.getByRole("button", { name: "Sign In" })).toBeVisible();
  await expect(signingIn.getByRole("dialog")).toHaveCount(0);
  await visitor.keyboard.press("Escape");
  await expect(visitor.getByRole("dialog")).toHaveCount(0);
  await visitor.goto("/contact");
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(visitor.getByRole("dialog")).toHaveCount(0);

  await openPortal(page, staffUser, "/portal/site/force-banner");
  await noticeEditor(page).getByLabel("Show the notice").uncheck();
  await submitEditor(noticeEditor(page), "Publish", /^Published:/);
});
