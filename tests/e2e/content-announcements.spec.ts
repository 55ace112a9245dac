import { expectNoAxeViolations } from "./support/axe";
import { expect, test, uniqueSlug } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { ContentEditor } from "./pages/content-editor";

test.describe("Announcement Manager", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a new announcement, published and then edited, shows on the public pages", async ({
    page,
    staffUser,
  }) => {
    const slug = uniqueSlug("launch");
    const editor = new ContentEditor(page);
    await editor.open(staffUser, "/portal/site/announcements");
    await expect(editor.heading("Announcement Manager")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "New announcement" }).click();
    await editor.fill({
      Title: `Launch ${slug}`,
      "URL slug": slug,
      Date: "2099-01-02",
      Category: "Company News",
      Summary: "A summary a visitor reads.",
      "Full article": "First paragraph.\n\nSecond paragraph.",
    });
    await editor.createDraft("announcement");
    const editorUrl = page.url();
    await expect(page.getByText(/Not on the site/)).toBeVisible();
    await expectNoAxeViolations(page);

    await editor.open(staffUser, new URL(editorUrl).pathname);
    await editor.button("Preview").click();
    await expect(page).toHaveURL(new RegExp(`/announcements/${slug}$`));
    await expect(page.getByRole("region", { name: "Preview" })).toBeVisible();
    await expect(page.getByText("Second paragraph.")).toBeVisible();
    const visitor = await page.context().browser()!.newPage();
    expect((await visitor.goto(`/announcements/${slug}`))?.status()).toBe(404);
    await page.getByRole("link", { name: "Exit preview" }).click();
    await expect(page.getByRole("region", { name: "Preview" })).toHaveCount(0);
    await editor.open(staffUser, new URL(editorUrl).pathname);
    await editor.submit("Publish", /^Published:/);
    await editor.expectOnSite("/announcements", `Launch ${slug}`);
    await editor.expectOnSite(`/announcements/${slug}`, "Second paragraph.");

    await editor.open(staffUser, "/portal/site/announcements");
    await page.getByRole("link", { name: `Launch ${slug}` }).click();
    await editor.field("Title").fill(`Relaunch ${slug}`);
    await editor.submit("Publish", /^Published:/);
    await editor.expectOnSite("/announcements", `Relaunch ${slug}`);
    await expect(page.getByText(`Launch ${slug}`, { exact: true })).toHaveCount(0);
  });

  test("errors show beside their fields and the text stays", async ({ page, staffUser }) => {
    const editor = new ContentEditor(page);
    await editor.open(staffUser, "/portal/site/announcements/new");
    await editor.fill({ Title: "Kept title", "URL slug": "Not A Slug" });
    await page.getByRole("button", { name: "Create draft" }).click();
    await expect(editor.refusal).toHaveText("Not saved: see the fields below.");
    await expect(editor.field("URL slug")).toHaveAccessibleDescription(
      /Lowercase letters and digits/,
    );
    await expect(editor.field("Title")).toHaveValue("Kept title");
    await expectNoAxeViolations(page);
  });

  test("the form is usable from the keyboard alone", async ({ page, staffUser }) => {
    const slug = uniqueSlug("keys");
    const editor = new ContentEditor(page);
    await editor.open(staffUser, "/portal/site/announcements/new");
    await editor.field("Title").focus();
    await page.keyboard.type(`Keyboard ${slug}`);
    await page.keyboard.press("Tab");
    await page.keyboard.type(slug);
    await tabTo(page, editor.field("Category"));
    await page.keyboard.type("Company News");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Typed summary.");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Typed article.");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Create draft" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(editor.heading("Edit announcement")).toBeVisible();
    await expect(editor.field("Title")).toHaveValue(`Keyboard ${slug}`);
  });
});
