import { randomInt, randomUUID } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { LoginPage } from "../e2e/pages/login-page";
import { expect, open, test } from "./fixtures";

test("the home page opens a report in a dialog over itself, and a reload shows its page", async ({
  page,
}) => {
  await open(page, "/");
  await page.getByRole("link", { name: "Ledgerline", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Ledgerline" });
  await expect(dialog).toContainText("quarter-end close took eleven days");
  await expect(page).toHaveURL(/\/ventures\/ledgerline$/);
  await expect(page.getByRole("heading", { level: 1, name: "Silverline Ventures" })).toBeAttached();

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  await open(page, "/ventures/ledgerline");
  await expect(page.getByRole("heading", { level: 1, name: "Ledgerline" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the top bar leads to a public page", async ({ page }) => {
  await open(page, "/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
});

test("the home page is styled by the site's stylesheet, compiled on each request", async ({
  page,
}) => {
  await open(page, "/");
  const href = await page.locator('link[rel="stylesheet"]').first().getAttribute("href");
  expect(href).toBe("/site.css?v=dev");
  await expect(page.locator("body")).toHaveCSS("font-family", /monospace/);
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(0, 0, 0)");
});

test("a class added to a public component is in the page's stylesheet after a reload", async ({
  page,
}) => {
  // A width no component uses, in a new file of a folder the public stylesheet scans.
  const width = `${randomInt(1000, 9999)}px`;
  const probe = path.join("components", "site", `dev-probe-${randomUUID()}.ts`);
  const hasRule = () =>
    page.evaluate(
      (selector) =>
        [...document.styleSheets].some((sheet) =>
          [...sheet.cssRules].some(function holds(rule): boolean {
            if (rule instanceof CSSStyleRule && rule.selectorText === selector) return true;
            return "cssRules" in rule && [...(rule as CSSGroupingRule).cssRules].some(holds);
          }),
        ),
      `.w-\\[${width}\\]`,
    );
  // A new file under components/ (this test's, on the other host's page too) can make next dev
  // reload the page on its own, destroying a look in progress: each look is tried again then.
  const expectRule = (isThere: boolean) =>
    expect(async () => expect(await hasRule()).toBe(isThere)).toPass({ timeout: 30_000 });
  await open(page, "/");
  await expectRule(false);
  writeFileSync(probe, `export const probe = "w-[${width}]";\n`);
  try {
    await page.reload();
    await expectRule(true);
  } finally {
    rmSync(probe);
  }
});

test("the other public pages load, and an article opens in a dialog over its list", async ({
  page,
}) => {
  for (const path of ["/contact", "/careers"]) {
    expect((await open(page, path))?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  await open(page, "/announcements");
  await page.getByRole("link", { name: /^Read More/ }).click();
  const dialog = page.getByRole("dialog", { name: "Silverline opens its Malta operations hub" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/announcements\/malta-operations-hub$/);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/announcements$/);
});

test("the printed demo account signs in to the dashboard, opens a page and signs out", async ({
  page,
  demoStaff,
}) => {
  await open(page, "/portal");
  await expect(page).toHaveURL(/\/login\?next=%2Fportal$/);
  await new LoginPage(page).signIn(demoStaff);

  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("banner")).toContainText(demoStaff.email);

  const sidebar = page.getByRole("navigation", { name: "Portal" });
  await sidebar.getByRole("button", { name: "Projects" }).click();
  await sidebar.getByRole("link", { name: "Active Projects" }).click();
  await expect(page).toHaveURL(/\/portal\/project-management$/);
  await expect(page.getByRole("heading", { level: 1, name: "Active Projects" })).toBeVisible();
  await expect(page.getByText("Coming Soon", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const response = await open(page, "/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: /Oops! Page not found/ })).toBeVisible();
});
