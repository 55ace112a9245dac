import { expectNoAxeViolations } from "./support/axe";
import { expect, test, uniqueSlug } from "./support/fixtures";
import { ContentEditor } from "./pages/content-editor";

test.describe("Careers Manager", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a job added and published appears on /careers, and goes when deleted", async ({
    page,
    staffUser,
  }) => {
    const slug = uniqueSlug("engineer");
    const title = `Engineer ${slug}`;
    const editor = new ContentEditor(page);
    await editor.open(staffUser, "/portal/site/careers");
    await expect(editor.heading("Careers Manager")).toBeVisible();
    await expectNoAxeViolations(page);

    await expect(page.getByRole("link", { name: "New job" })).toBeVisible();
    await editor.open(staffUser, "/portal/site/careers/jobs/new");
    await editor.fill({ Title: title, "URL slug": slug, Location: "Remote" });
    await editor.field("Type").selectOption("Contract");
    await editor.fill({
      "Minimum salary (USD)": "150000",
      "Maximum salary (USD)": "120000",
      Summary: "Builds things.",
      Requirements: "Rust\nPostgres",
      Responsibilities: "Ship",
    });
    await page.getByRole("button", { name: "Create draft" }).click();
    await expect(editor.field("Maximum salary (USD)")).toHaveAccessibleDescription(
      "At least the minimum salary.",
    );
    await editor.field("Maximum salary (USD)").fill("180000");
    await editor.createDraft("job");
    await expectNoAxeViolations(page);
    await editor.submit("Publish", /^Published:/);

    await editor.expectOnSite("/careers", title);
    const card = page.getByRole("article", { name: title });
    await expect(card).toContainText("$150,000 – $180,000");
    await expect(card).toContainText("Postgres");

    await editor.open(staffUser, "/portal/site/careers");
    await page.getByRole("link", { name: title }).click();
    await editor.deleteItem("job");
    await expect(page).toHaveURL(/\/portal\/site\/careers$/);
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);
    await expect(async () => {
      await page.goto("/careers");
      await expect(page.getByRole("article", { name: title })).toHaveCount(0, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  });

  test("the benefits list saves as a draft and publishes", async ({ page, staffUser }) => {
    const line = `Perk ${uniqueSlug("perk")}`;
    const editor = new ContentEditor(page);
    await editor.open(staffUser, "/portal/site/careers");
    const benefits = page.getByRole("textbox", { name: "Benefits" });
    await benefits.fill(`${await benefits.inputValue()}\n${line}`);
    await editor.submit("Save draft", /^Draft saved\./);
    await expect(page.getByText(/changes that are not on the site yet/)).toBeVisible();
    await expect(editor.savedVersions.first()).toBeVisible();
    await editor.submit("Publish", /^Published:/);
    await editor.expectOnSite("/careers", line);
  });
});
