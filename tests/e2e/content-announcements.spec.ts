import { expectNoAxeViolations } from "./support/axe";
import {
  expectPublicText,
  openPortal,
  submitEditor,
  tabTo,
  uniqueSlug,
} from "./support/content-tools";
import { expect, test } from "./support/fixtures";

test.describe("Announcement Manager", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a new announcement, published and then edited, shows on the public pages", async ({
    page,
    staffUser,
  }) => {
    const slug = uniqueSlug("launch");
    await openPortal(page, staffUser, "/portal/site/announcements");
    await expect(
      page.getByRole("heading", { level: 1, name: "Announcement Manager" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "New announcement" }).click();
    await page.getByLabel("Title").fill(`Launch ${slug}`);
    await page.getByLabel("URL slug").fill(slug);
    await page.getByLabel("Date").fill("2099-01-02");
    await page.getByLabel("Category").fill("Company News");
    await page.getByLabel("Summary").fill("A summary a visitor reads.");
    await page.getByLabel("Full article").fill("First paragraph.\n\nSecond paragraph.");
    await page.getByRole("button", { name: "Create draft" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit announcement" })).toBeVisible();
    const editorUrl = page.url();
    await expect(page.getByText(/Not on the site/)).toBeVisible();
    await expectNoAxeViolations(page);

    await openPortal(page, staffUser, new URL(editorUrl).pathname);
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/announcements/${slug}$`));
    await expect(page.getByRole("region", { name: "Preview" })).toBeVisible();
    await expect(page.getByText("Second paragraph.")).toBeVisible();
    const visitor = await page.context().browser()!.newPage();
    expect((await visitor.goto(`/announcements/${slug}`))?.status()).toBe(404);
    await page.getByRole("link", { name: "Exit preview" }).click();
    await expect(page.getByRole("region", { name: "Preview" })).toHaveCount(0);
    await openPortal(page, staffUser, new URL(editorUrl).pathname);
    await submitEditor(page, "Publish", /^Published:/);
    await expectPublicText(page, "/announcements", `Launch ${slug}`);
    await expectPublicText(page, `/announcements/${slug}`, "Second paragraph.");

    await openPortal(page, staffUser, "/portal/site/announcements");
    await page.getByRole("link", { name: `Launch ${slug}` }).click();
    await page.getByLabel("Title").fill(`Relaunch ${slug}`);
    await submitEditor(page, "Publish", /^Published:/);
    await expectPublicText(page, "/announcements", `Relaunch ${slug}`);
    await expect(page.getByText(`Launch ${slug}`, { exact: true })).toHaveCount(0);
  });

  test("errors show beside their fields and the text stays", async ({ page, staffUser }) => {
    await openPortal(page, staffUser, "/portal/site/announcements/new");
    await page.getByLabel("Title").fill("Kept title");
    await page.getByLabel("URL slug").fill("Not A Slug");
    await page.getByRole("button", { name: "Create draft" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Not saved" })).toHaveText(
      "Not saved: see the fields below.",
    );
    await expect(page.getByLabel("URL slug")).toHaveAccessibleDescription(
      /Lowercase letters and digits/,
    );
    await expect(page.getByLabel("Title")).toHaveValue("Kept title");
    await expectNoAxeViolations(page);
  });

  test("the form is usable from the keyboard alone", async ({ page, staffUser }) => {
    const slug = uniqueSlug("keys");
    await openPortal(page, staffUser, "/portal/site/announcements/new");
    await page.getByLabel("Title").focus();
    await page.keyboard.type(`Keyboard ${slug}`);
    await page.keyboard.press("Tab");
    await page.keyboard.type(slug);
    await tabTo(page, page.getByLabel("Category"));
    await page.keyboard.type("Company News");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Typed summary.");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Typed article.");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Create draft" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Edit announcement" })).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue(`Keyboard ${slug}`);
  });
});
