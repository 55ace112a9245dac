import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "@/tests/e2e/support/axe";
import { requestedPaths } from "@/tests/e2e/support/requested-paths";

const TITLE = "Silverline opens its Malta operations hub";

test("the announcements page shows the card with title, date and category", async ({ page }) => {
  await page.goto("/announcements");
  await expect(page.getByRole("heading", { level: 1, name: "Announcements" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: TITLE })).toBeVisible();
  await expect(page.locator("time[datetime='2026-11-16']")).toHaveText("November 16, 2026");
  await expect(page.getByText("Company News")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("Read More opens the full article in a dialog at its own address", async ({ page }) => {
  await page.goto("/announcements");
  const readMore = page.getByRole("link", { name: /^Read More/ });
  await readMore.click();
  const dialog = page.getByRole("dialog", { name: TITLE });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/announcements\/malta-operations-hub$/);
  await expect(dialog).toContainText("permanent operations hub in Valletta");
  const link = dialog.getByRole("link", { name: /northwindlabs\.studio/ });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expectNoAxeViolations(page);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/announcements$/);
  await expect(readMore).toBeFocused();
});

test("a Read More link in view fetches nothing until it is followed", async ({ page }) => {
  const articleFetches = requestedPaths(page, "/announcements/");
  await page.goto("/announcements");
  await page.waitForLoadState("networkidle");
  expect(articleFetches).toEqual([]);
  await page.getByRole("link", { name: /^Read More/ }).click();
  await expect(page.getByRole("dialog", { name: TITLE })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(articleFetches).toEqual([
    expect.stringMatching(/^\/announcements\/malta-operations-hub(\?|$)/),
  ]);
});

test("a direct load renders the article as its own page", async ({ page }) => {
  await page.goto("/announcements/malta-operations-hub");
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText("permanent operations hub in Valletta")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectNoAxeViolations(page);
});
