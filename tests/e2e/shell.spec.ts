import { expect, test } from "@playwright/test";
import { site } from "../../content/site";
import { expectNoAxeViolations } from "./support/axe";

test.describe("top bar", () => {
  test("links navigate and mark the current page", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");

    for (const [label, path] of [
      ["Careers", "/careers"],
      ["Contact", "/contact"],
      ["Home", "/"],
    ] as const) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
  });

  test("lists the sections in order, ending with Login", async ({ page }) => {
    await page.goto("/about");
    const links = page
      .getByRole("banner")
      .getByRole("navigation", { name: "Main" })
      .getByRole("link");
    await expect(links).toHaveText([
      "Home",
      "About",
      "Contact",
      "Careers",
      "Announcements",
      "Login",
    ]);
    await expect(links.last()).toHaveAttribute("href", "/login");
    await expect(page.getByRole("banner").getByRole("link", { name: site.name })).toHaveAttribute(
      "href",
      "/",
    );
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens with every item, closes on Escape with focus back on the toggle", async ({
    page,
  }) => {
    await page.goto("/about");
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(menu.getByRole("link")).toHaveCount(6);
    for (const label of ["Home", "About", "Contact", "Careers", "Announcements", "Login"]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    const delays = await menu
      .getByRole("listitem")
      .evaluateAll((items) => items.map((item) => getComputedStyle(item).animationDelay));
    expect(delays).toEqual(["0s", "0.1s", "0.2s", "0.3s", "0.4s", "0.5s"]);

    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("shows the items at once when motion is reduced", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/about");
    await page.getByRole("button", { name: "Menu" }).click();
    const names = await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("listitem")
      .evaluateAll((items) => items.map((item) => getComputedStyle(item).animationName));
    expect(names).toEqual(Array(6).fill("none"));
  });

  test("closes after following a link", async ({ page }) => {
    await page.goto("/about");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Careers" })
      .click();
    await expect(page).toHaveURL("/careers");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("has no accessibility violations while open", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveCount(6);
    await page.waitForTimeout(900);
    await expectNoAxeViolations(page);
  });
});

test.describe("footer", () => {
  test("shows the tagline, quick links, the e-mail and the current year", async ({ page }) => {
    await page.goto("/careers");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(site.name);
    await expect(footer).toContainText(site.tagline);
    await expect(
      footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link"),
    ).toHaveText(["About", "Contact", "Careers", "Announcements"]);
    await expect(footer.getByRole("heading", { name: "Connect" })).toBeVisible();
    await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.name}`);
  });
});

test("a route change scrolls back to the top", async ({ page }) => {
  await page.goto("/about");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

  await page.getByRole("contentinfo").getByRole("link", { name: "Careers" }).click();

  await expect(page).toHaveURL("/careers");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the skip link is the first stop and jumps to the only main", async ({ page }) => {
  await page.goto("/about");
  await expect(page.locator("main#main")).toHaveCount(1);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});
