import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "@/tests/e2e/support/axe";
import { requestedPaths } from "@/tests/e2e/support/requested-paths";

async function openVenture(page: Page, title: string) {
  const card = page.getByRole("link", { name: title, exact: true });
  await card.click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  return { card, dialog };
}

test.describe("home page", () => {
  test("shows the hero over an aria-hidden rain canvas", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Silverline Ventures" }),
    ).toBeVisible();
    await expect(page.getByText("We build, back and run companies that compound.")).toBeVisible();
    await expect(page.locator("canvas")).toHaveAttribute("aria-hidden", "true");
  });

  test("describes the organization in JSON-LD", async ({ page }) => {
    await page.goto("/");
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(json ?? "{}")).toMatchObject({
      "@type": "Organization",
      name: "Silverline Ventures",
      email: "hello@silverlineventures.com",
      address: [{ addressLocality: "Tulsa" }, { addressLocality: "Malta" }],
    });
  });

  test("the rain's button pauses and resumes it", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Pause animation" }).click();
    const play = page.getByRole("button", { name: "Play animation" });
    await expect(play).toBeVisible();
    await play.press("Enter");
    await expect(page.getByRole("button", { name: "Pause animation" })).toBeFocused();
  });

  test("lists ten venture cards, each with its command label", async ({ page }) => {
    await page.goto("/");
    const cards = page.getByRole("region", { name: "Our ventures" }).getByRole("listitem");
    await expect(cards).toHaveCount(10);
    await expect(cards.first().getByText("./ledgerline --status")).toBeVisible();
  });

  test("a card opens the full report in a dialog at the venture's address", async ({ page }) => {
    await page.goto("/");
    const { dialog } = await openVenture(page, "Ledgerline");
    await expect(page).toHaveURL(/\/ventures\/ledgerline$/);
    await expect(dialog).toContainText("quarter-end close took eleven days");

    const links = dialog.getByRole("link", { name: /ledgerline\.io/ });
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("cards in view fetch nothing: a click fetches its one report", async ({ page }) => {
    const reportFetches = requestedPaths(page, "/ventures/");
    await page.goto("/");
    await page.getByRole("link", { name: "RelayKit", exact: true }).scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(reportFetches).toEqual([]);

    const { dialog } = await openVenture(page, "Ledgerline");
    await page.waitForLoadState("networkidle");
    expect(reportFetches).toEqual([expect.stringMatching(/^\/ventures\/ledgerline(\?|$)/)]);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("Escape closes the dialog, returns to / and focuses the card", async ({ page }) => {
    await page.goto("/");
    const { card, dialog } = await openVenture(page, "FreightMesh");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(card).toBeFocused();
  });

  test("the close button closes the dialog and focuses the card", async ({ page }) => {
    await page.goto("/");
    const { card, dialog } = await openVenture(page, "Tillpoint");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(card).toBeFocused();
  });

  test("the browser's Back closes the dialog and focuses the card", async ({ page }) => {
    await page.goto("/");
    const { card, dialog } = await openVenture(page, "RelayKit");
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(card).toBeFocused();
  });

  test("after one report closes, another card opens its own report", async ({ page }) => {
    await page.goto("/");
    const first = await openVenture(page, "Ledgerline");
    await page.keyboard.press("Escape");
    await expect(first.dialog).toBeHidden();
    const second = await openVenture(page, "Harvest Ledger");
    await expect(page).toHaveURL(/\/ventures\/harvest-ledger$/);
    await expect(second.dialog).toContainText("elevator tickets");
    await expect(page.getByRole("dialog")).toHaveCount(1);
  });

  test("a card opened from the keyboard gets focus back too", async ({ page }) => {
    await page.goto("/");
    const card = page.getByRole("link", { name: "Signalroom", exact: true });
    await card.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Signalroom" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(card).toBeFocused();
  });

  test("Tab never leaves the dialog for the page behind it", async ({ page }) => {
    await page.goto("/");
    const { dialog } = await openVenture(page, "Bastion Keys");
    const focusables = await dialog.locator("a, button").count();
    for (let press = 0; press < focusables * 2 + 2; press += 1) {
      await page.keyboard.press("Tab");
      // Past the last control, Chromium moves focus to its own UI (the body, headless), as with
      // any native modal dialog; it must never land on the inert page.
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return "browser";
        return active.closest("dialog[open]") ? "dialog" : "page";
      });
      expect(where).not.toBe("page");
    }
  });

  test("has no axe violations, with or without the dialog open", async ({ page }) => {
    await page.goto("/");
    await expectNoAxeViolations(page);
    await openVenture(page, "PromptForge");
    await expectNoAxeViolations(page);
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("shows every card at once and a still rain", async ({ page }) => {
      await page.goto("/");
      const cards = page.getByRole("region", { name: "Our ventures" }).getByRole("listitem");
      for (const card of await cards.all()) {
        await expect(card).toHaveCSS("opacity", "1");
      }
      await expect(page.getByRole("button", { name: "Play animation" })).toBeVisible();
    });
  });
});

test.describe("venture page", () => {
  test("a direct load renders the report as its own page, without a dialog", async ({ page }) => {
    await page.goto("/ventures/quaycheck");
    await expect(page).toHaveTitle(/QuayCheck/);
    await expect(page.getByRole("heading", { level: 1, name: "QuayCheck" })).toBeVisible();
    await expect(page.getByText("Union Customs Code")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/ventures\/quaycheck$/,
    );
    await expectNoAxeViolations(page);
  });

  test("an unknown venture is not found", async ({ page }) => {
    const response = await page.goto("/ventures/not-a-venture");
    expect(response?.status()).toBe(404);
  });
});
