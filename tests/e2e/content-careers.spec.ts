import { expectNoAxeViolations } from "./support/axe";
import { expectPublicText, openPortal, submitEditor, uniqueSlug } from "./support/content-tools";
import { expect, test } from "./support/fixtures";

test.describe("Careers Manager", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a job added and published appears on /careers, and goes when deleted", async ({
    page,
    staffUser,
  }) => {
    const slug = uniqueSlug("engineer");
    const title = `Engineer ${slug}`;
    await openPortal(page, staffUser, "/portal/site/careers");
    await expect(page.getByRole("heading", { level: 1, name: "Careers Manager" })).toBeVisible();
    await expectNoAxeViolations(page);

    await expect(page.getByRole("link", { name: "New job" })).toBeVisible();
    await openPortal(page, staffUser, "/portal/site/careers/jobs/new");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("URL slug").fill(slug);
    await page.getByLabel("Location").fill("Remote");
    await page.getByLabel("Type").selectOption("Contract");
    await page.getByLabel("Minimum salary (USD)").fill("150000");
    await page.getByLabel("Maximum salary (USD)").fill("120000");
    await page.getByLabel("Summary").fill("Builds things.");
    await page.getByLabel("Requirements").fill("Rust\nPostgres");
    await page.getByLabel("Responsibilities").fill("Ship");
    await page.getByRole("button", { name: "Create draft" }).click();
    await expect(page.getByLabel("Maximum salary (USD)")).toHaveAccessibleDescription(
      "At least the minimum salary.",
    );
    await page.getByLabel("Maximum salary (USD)").fill("180000");
    await page.getByRole("button", { name: "Create draft" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit job" })).toBeVisible();
    await expectNoAxeViolations(page);
    await submitEditor(page, "Publish", /^Published:/);

    await expectPublicText(page, "/careers", title);
    const card = page.getByRole("article", { name: title });
    await expect(card).toContainText("$150,000 – $180,000");
    await expect(card).toContainText("Postgres");

    await openPortal(page, staffUser, "/portal/site/careers");
    await page.getByRole("link", { name: title }).click();
    await page.getByLabel("Yes, delete this job").check();
    await page.getByRole("button", { name: "Delete job" }).click();
    await expect(page).toHaveURL(/\/portal\/site\/careers$/);
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);
    await expect(async () => {
      await page.goto("/careers");
      await expect(page.getByRole("article", { name: title })).toHaveCount(0, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  });

  test("the benefits list saves as a draft and publishes", async ({ page, staffUser }) => {
    const line = `Perk ${uniqueSlug("perk")}`;
    await openPortal(page, staffUser, "/portal/site/careers");
    const benefits = page.getByRole("textbox", { name: "Benefits" });
    await benefits.fill(`${await benefits.inputValue()}\n${line}`);
    await submitEditor(page, "Save draft", /^Draft saved\./);
    await expect(page.getByText(/changes that are not on the site yet/)).toBeVisible();
    await expect(
      page
        .getByRole("listitem")
        .filter({ hasText: /^saved by/ })
        .first(),
    ).toBeVisible();
    await submitEditor(page, "Publish", /^Published:/);
    await expectPublicText(page, "/careers", line);
  });
});
