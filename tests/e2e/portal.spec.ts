import type { Page, Response } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Portal" });

test.describe("the portal shell", () => {
  test("the header shows the signed-in user's e-mail", async ({ signedInPage, staffUser }) => {
    await expect(signedInPage.getByRole("banner")).toContainText(staffUser.email);
  });

  test("the tree leads through a folder to a Coming Soon page", async ({ signedInPage: page }) => {
    await expect(sidebar(page).getByRole("link", { name: "Overview" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const projects = sidebar(page).getByRole("button", { name: "Projects" });
    await projects.click();
    await expect(projects).toHaveAttribute("aria-expanded", "true");
    await sidebar(page).getByRole("link", { name: "Active Projects" }).click();

    await expect(page).toHaveURL(/\/portal\/project-management$/);
    await expect(page.getByRole("heading", { level: 1, name: "Active Projects" })).toBeVisible();
    await expect(page.getByText("Coming Soon", { exact: true })).toBeVisible();
    await expect(sidebar(page).getByRole("link", { name: "Active Projects" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page).toHaveTitle(/Active Projects/);
  });

  test("opening another top folder closes the first", async ({ signedInPage: page }) => {
    const tools = sidebar(page).getByRole("button", { name: "Tools" });
    const projects = sidebar(page).getByRole("button", { name: "Projects" });
    await tools.click();
    await projects.click();
    await expect(projects).toHaveAttribute("aria-expanded", "true");
    await expect(tools).toHaveAttribute("aria-expanded", "false");
  });

  test("the collapsed sidebar keeps its width across a reload", async ({ signedInPage: page }) => {
    const aside = page.getByRole("complementary", { name: "Portal navigation" });
    const width = async () => (await aside.boundingBox())?.width;
    expect(await width()).toBe(256);

    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await expect.poll(width).toBe(64);
    await page.reload();
    expect(await width()).toBe(64);
    // The server already renders it collapsed: no flash of the wide sidebar.
    const html = await (await page.request.get("/portal")).text();
    expect(html).toContain('data-state="collapsed"');

    await page.getByRole("button", { name: "Expand sidebar" }).click();
    await expect.poll(width).toBe(256);
    await page.reload();
    expect(await width()).toBe(256);
  });

  test("the page search works from the keyboard alone", async ({ signedInPage: page }) => {
    const box = page.getByRole("combobox", { name: "Search pages" });
    // Retried: the shortcut only listens once the page has hydrated.
    await expect(async () => {
      await page.keyboard.press("ControlOrMeta+k");
      await expect(box).toBeFocused({ timeout: 500 });
    }).toPass();
    await page.keyboard.type("vault");
    await expect(page.getByRole("option")).toHaveText([/^FileVault/, /^Idea Vault/]);
    await expect(page.getByRole("status").filter({ hasText: "pages found" })).toHaveText(
      "2 pages found",
    );
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("option", { name: /Idea Vault/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/portal\/idea-vault$/);
    await expect(page.getByRole("heading", { level: 1, name: "Idea Vault" })).toBeVisible();

    await box.focus();
    await page.keyboard.type("man");
    await expect(page.getByRole("option")).toHaveCount(3);
    await page.keyboard.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
  });

  test("notifications open with three samples and close again", async ({ signedInPage: page }) => {
    const bell = page.getByRole("button", { name: "Notifications, 3 unread" });
    await expect(bell).toContainText("3");
    await bell.click();
    const panel = page.getByRole("region", { name: "Notifications" });
    await expect(panel.getByRole("listitem")).toHaveCount(3);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();

    await bell.click();
    await expect(panel).toBeVisible();
    // A press on the page beside the panel: the heading's first characters, which it never covers.
    await page
      .getByRole("heading", { level: 1, name: "Dashboard" })
      .click({ position: { x: 4, y: 4 } });
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL("/portal");
  });

  test("a portal page is titled as one, not indexed, and has no share card", async ({
    signedInPage: page,
  }) => {
    await expect(page).toHaveTitle("Dashboard · Portal");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );
    await expect(page.locator('meta[name="description"]')).toHaveCount(0);
    await expect(page.locator('meta[property^="og:"], meta[name^="twitter:"]')).toHaveCount(0);
  });

  test("sign-out from the portal ends on the sign-in page", async ({ signedInPage: page }) => {
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/portal");
    await expect(page).toHaveURL(/\/login\?next=%2Fportal/);
  });

  test("an unknown portal path shows the 404 inside the shell", async ({ signedInPage: page }) => {
    await page.goto("/portal/no-such-tool");
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(sidebar(page)).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Back to the dashboard" }).click();
    await expect(page).toHaveURL(/\/portal$/);
  });
});

/**
 * Clicks `buttonName` and samples, frame by frame until they settle, the opacity of the elements
 * `targets` finds: whether the last ever trailed the first (a stagger) and whether any frame caught
 * one between its start and end values (a transition rather than a jump).
 */
async function clickAndSample(page: Page, buttonName: string, targets: string) {
  await page.getByRole("button", { name: buttonName, exact: true }).waitFor();
  return page.evaluate(
    async ({ buttonName, targets }) => {
      const button = [...document.querySelectorAll("button")].find(
        (element) => element.textContent?.trim() === buttonName,
      ) as HTMLButtonElement;
      const opacities = () =>
        [...document.querySelectorAll<HTMLElement>(targets)].map((element) =>
          Number(getComputedStyle(element).opacity),
        );
      const start = opacities();
      button.click();
      let trailed = false;
      let inBetween = false;
      let last = start;
      for (let frame = 0; frame < 240; frame++) {
        await new Promise(requestAnimationFrame);
        const now = opacities();
        if ((now[0] ?? 0) > (now.at(-1) ?? 0)) trailed = true;
        if (now.some((value, index) => value !== start[index] && value !== 1)) inBetween = true;
        if (now.every((value) => value === 1) && now.join() === last.join()) break;
        last = now;
      }
      return { trailed, inBetween, settled: last.every((value) => value === 1) };
    },
    { buttonName, targets },
  );
}

const toolsItems = "#sidebar-folder-tools li";
const examples = "[data-state] > .relative > div:first-child";

test.describe("the portal's motion", () => {
  test("a folder's items fade in one after another", async ({ signedInPage: page }) => {
    expect(await clickAndSample(page, "Tools", toolsItems)).toEqual({
      trailed: true,
      inBetween: true,
      settled: true,
    });
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("folders and the examples change at once", async ({ signedInPage: page }) => {
      const still = { trailed: false, inBetween: false, settled: true };
      expect(await clickAndSample(page, "Tools", toolsItems)).toEqual(still);
      expect(await clickAndSample(page, "Show Examples", examples)).toEqual(still);
    });
  });
});

test.describe("the dashboard", () => {
  test("Show and Hide Examples reveal and hide the samples", async ({ signedInPage: page }) => {
    await expect(page.getByText("Default configuration archived")).toBeVisible();
    await page.getByRole("button", { name: "Show Examples" }).click();
    const hide = page.getByRole("button", { name: "Hide Examples" });
    await expect(hide).toBeFocused();
    await expect(page.locator('[data-state="shown"]')).toBeVisible();
    await expect(page.getByRole("heading", { name: "Monthly revenue" })).toBeVisible();
    await expect(
      page.getByText("Showing examples: every figure below is sample data."),
    ).toBeVisible();

    await hide.click();
    await expect(page.locator('[data-state="hidden"]')).toBeVisible();
    await expect(page.getByRole("button", { name: "Show Examples" })).toBeFocused();
  });
});

test.describe("accessibility", () => {
  test("the dashboard has no axe violations, hidden or shown", async ({ signedInPage: page }) => {
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Show Examples" }).click();
    await expect(page.locator('[data-state="shown"]')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a Coming Soon page has no axe violations", async ({ signedInPage: page }) => {
    await page.goto("/portal/vault");
    await expect(page.getByRole("heading", { level: 1, name: "FileVault" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the open search and notifications have no axe violations", async ({
    signedInPage: page,
  }) => {
    await page.getByRole("combobox", { name: "Search pages" }).fill("man");
    await expect(page.getByRole("listbox", { name: "Matching pages" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: /^Notifications/ }).click();
    await expect(page.getByRole("region", { name: "Notifications" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test("the portal adds no JavaScript and no CSS to the public pages", async ({ page }) => {
  const responses: Response[] = [];
  page.on("response", (response) => {
    if (["script", "stylesheet"].includes(response.request().resourceType())) {
      responses.push(response);
    }
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const ofType = (type: string) => responses.filter((r) => r.request().resourceType() === type);
  expect(ofType("script").length).toBeGreaterThan(0);
  for (const script of ofType("script")) {
    const body = await script.text();
    expect(body).not.toContain("sidebar_state");
    expect(body).not.toContain("Default configuration archived");
  }
  // The page's CSS is in its HTML (its first-paint rules); it fetches no stylesheet.
  expect(ofType("stylesheet")).toEqual([]);
  const css = await page.locator("style[data-first-paint]").textContent();
  expect(css).toContain(".venture-card");
  // The content tools' drag handle and the collapsed sidebar's width: portal-only classes.
  expect(css).not.toContain(".cursor-grab");
  expect(css).not.toContain(String.raw`.md\:w-16`);
});

test("a public page reached from the portal looks as it does on its own", async ({
  signedInPage: page,
}) => {
  // Every computed box and colour in the page's header and main, in document order.
  const looks = () =>
    page.evaluate(() =>
      [...document.querySelectorAll("body > div header *, main *")].map((element) => {
        const style = getComputedStyle(element);
        return [
          element.tagName,
          style.display,
          style.position,
          style.padding,
          style.margin,
          style.width,
          style.fontSize,
          style.color,
          style.borderColor,
        ].join(" ");
      }),
    );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page
    .getByRole("complementary", { name: "Portal navigation" })
    .getByRole("link", { name: "Silverline Ventures" })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const afterPortal = await looks();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(afterPortal.length).toBeGreaterThan(50);
  expect(await looks()).toEqual(afterPortal);
});
