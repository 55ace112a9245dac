import { expect, test } from "@playwright/test";
import { site } from "../../content/site";
import { expectNoAxeViolations } from "./support/axe";

test("page heroes take their set heights", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  for (const [path, height] of [
    ["/contact", "300px"],
    ["/about", "400px"],
    ["/careers", "400px"],
  ] as const) {
    await page.goto(path);
    const hero = page.getByRole("main").locator("header").first();
    await expect(hero).toContainText(`$ cd ${path}`);
    expect(await hero.evaluate((element) => getComputedStyle(element).minHeight)).toBe(height);
  }
});

test.describe("/about", () => {
  test("tells who we are, four values, four domains and the vision", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveTitle(`About · ${site.name}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About us");

    for (const name of ["Who we are", "Core values", "Our approach", "Future vision"]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    const values = page.getByRole("region", { name: "Core values" });
    await expect(values.getByRole("heading", { level: 3 })).toHaveText([
      "Ownership over optics",
      "Write it down",
      "Small teams, real authority",
      "Earn trust in public",
    ]);
    const approach = page.getByRole("region", { name: "Our approach" });
    await expect(approach.getByRole("heading", { level: 3 })).toHaveText([
      "Software",
      "Services",
      "Capital",
      "Operations",
    ]);
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto("/about");
    await expectNoAxeViolations(page);
  });
});

test.describe("/contact", () => {
  test("shows the e-mail, hours and locations", async ({ page }) => {
    await page.goto("/contact");
    await expect(page).toHaveTitle(`Contact · ${site.name}`);
    const details = page.getByRole("region", { name: "Get in touch" });
    await expect(details.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    await expect(details).toContainText("8:00 AM to 10:00 PM Central Time, 7 days a week");
    await expect(details).toContainText("Tulsa / Malta / Remote");
  });

  test("covers the disabled form with the closed-messages notice", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("region", { name: "Send a message" });
    await expect(form).toContainText(
      "Due to a rapid influx of requests, we're closing public messages.",
    );
    await expect(form.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    for (const label of ["Name", "Email", "Subject", "Message"]) {
      await expect(form.getByLabel(label, { exact: true })).toBeDisabled();
    }
  });

  test("the notice's button opens the Please Email Us Directly dialog", async ({ page }) => {
    await page.goto("/contact");
    const button = page.getByRole("button", { name: "Send a message" });
    await button.focus();
    await page.keyboard.press("Enter");

    const dialog = page.getByRole("dialog", { name: "Please Email Us Directly" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("back-end systems");
    await expect(dialog.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("has no accessibility violations, with and without the dialog", async ({ page }) => {
    await page.goto("/contact");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Send a message" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("/careers", () => {
  const jobs = [
    ["Senior Full-Stack Engineer", "$140,000 – $200,000"],
    ["Platform Security Engineer", "$150,000 – $220,000"],
    ["Head of Product", "$160,000 – $250,000"],
    ["Director of Acquisitions", "$180,000 – $280,000"],
  ] as const;

  test("lists four jobs with salary ranges and e-mail apply links", async ({ page }) => {
    await page.goto("/careers");
    await expect(page).toHaveTitle(`Careers · ${site.name}`);
    await expect(page.getByRole("article")).toHaveCount(4);

    for (const [title, salary] of jobs) {
      const card = page.getByRole("article", { name: title });
      await expect(card).toContainText(salary);
      await expect(card.getByRole("heading", { name: "Requirements" })).toBeVisible();
      await expect(card.getByRole("heading", { name: "Responsibilities" })).toBeVisible();
      await expect(card.getByRole("link", { name: `Apply for ${title}` })).toHaveAttribute(
        "href",
        `mailto:${site.email}?subject=${encodeURIComponent(`Application: ${title}`)}`,
      );
    }
    await expect(
      page.getByRole("link", { name: "Apply for Senior Full-Stack Engineer" }),
    ).toHaveAttribute("href", /subject=Application%3A%20Senior%20Full-Stack%20Engineer$/);
  });

  test("lists benefits and culture", async ({ page }) => {
    await page.goto("/careers");
    for (const name of ["Benefits", "Culture"]) {
      const items = page.getByRole("region", { name }).getByRole("listitem");
      expect(await items.count()).toBeGreaterThan(2);
    }
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto("/careers");
    await expectNoAxeViolations(page);
  });
});

test.describe("404", () => {
  const path = "/this-page-does-not-exist";

  test("answers 404 in the public shell, logs the path and links home", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });

    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("404");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect.poll(() => errors.some((text) => text.includes(path))).toBe(true);

    await page.getByRole("main").getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
});
