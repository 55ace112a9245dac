import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test, uniqueSlug, type StaffUser } from "./support/fixtures";
import { ContentEditor } from "./pages/content-editor";

/** Editor URLs of the ventures a test made and has not deleted yet. */
const leftovers = new Set<string>();

/** Creates an unpublished venture through the form; returns its editor's URL and its title. */
async function createVenture(page: Page, user: StaffUser): Promise<{ url: string; title: string }> {
  const slug = uniqueSlug("venture");
  const title = `Venture ${slug}`;
  const editor = new ContentEditor(page);
  await editor.open(user, "/portal/site/ventures/new");
  await editor.fill({
    Title: title,
    "URL slug": slug,
    "Command label": `./run --venture ${slug}`,
    Preview: "First preview.",
    Report: "A report with a link: https://example.com/report",
  });
  await editor.createDraft("venture");
  leftovers.add(page.url());
  return { url: page.url(), title };
}

async function deleteVenture(page: Page, user: StaffUser, url: string) {
  const editor = new ContentEditor(page);
  await editor.open(user, new URL(url).pathname);
  await editor.deleteItem("venture");
  await expect(page).toHaveURL(/\/portal\/site\/ventures$/);
  leftovers.delete(url);
}

test.describe("Ventures Manager", () => {
  // One at a time: each test finds its new venture at the end of the shared list.
  test.describe.configure({ mode: "default", timeout: 180_000 });

  // A failed test's venture would sit at the end of the list and mislead the next one (or its retry).
  test.afterEach(async ({ page, staffUser }) => {
    for (const url of leftovers) await deleteVenture(page, staffUser, url);
  });

  test("two tabs edit one venture: the second save is refused and keeps its text", async ({
    page: first,
    staffUser,
  }) => {
    const { url, title } = await createVenture(first, staffUser);
    const firstTab = new ContentEditor(first);
    const secondTab = new ContentEditor(await first.context().newPage());
    const second = secondTab.page;
    await second.goto(url);
    await expect(secondTab.field("Title")).toHaveValue(title);

    await firstTab.field("Title").fill(`${title} (renamed)`);
    await firstTab.submit("Save draft", /^Draft saved\./);

    await secondTab.field("Preview").fill("The second tab's preview.");
    await secondTab.button("Save draft").click();
    await expect(secondTab.refusal).toContainText(`${staffUser.email} changed this venture at`);
    await expect(secondTab.field("Preview")).toHaveValue("The second tab's preview.");
    await expect(secondTab.field("Title")).toHaveValue(title);
    await expectNoAxeViolations(second);

    await secondTab.open(staffUser, new URL(url).pathname);
    await expect(secondTab.field("Title")).toHaveValue(`${title} (renamed)`);
    await expect(
      second.locator("#main").getByText(`Last edited by ${staffUser.email}`),
    ).toBeVisible();
    await deleteVenture(first, staffUser, url);
  });

  test("restores an earlier version from the history as a new draft", async ({
    page,
    staffUser,
  }) => {
    const { url, title } = await createVenture(page, staffUser);
    const editor = new ContentEditor(page);
    await editor.field("Preview").fill("Second preview.");
    await editor.submit("Save draft", /^Draft saved\./);
    await expect(editor.field("Preview")).toHaveValue("Second preview.");

    await editor.restore("created by");
    await expect(editor.field("Preview")).toHaveValue("First preview.");
    await expect(editor.savedVersions).toHaveCount(2);
    await expect(editor.field("Title")).toHaveValue(title);
    await deleteVenture(page, staffUser, url);
  });

  test("reorders by keyboard, live on the home page", async ({ page, staffUser }) => {
    const { url, title } = await createVenture(page, staffUser);
    const editor = new ContentEditor(page);
    await editor.submit("Publish", /^Published:/);
    await editor.open(staffUser, "/portal/site/ventures");
    await expectNoAxeViolations(page);
    const rows = page.getByRole("list", { name: /^Ventures/ }).getByRole("listitem");
    await expect(rows.last()).toContainText(title);

    await page.getByRole("button", { name: `Move ${title} up` }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Order saved" })).toBeVisible();
    await expect(rows.nth(-2)).toContainText(title);

    await expect(async () => {
      await page.goto("/");
      const cards = page.locator("#ventures").getByRole("heading", { level: 3 });
      await expect(cards.nth(-2)).toHaveText(title, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });

    await deleteVenture(page, staffUser, url);
  });

  test("reorders by drag, live on the home page", async ({ page, staffUser }) => {
    const { url, title } = await createVenture(page, staffUser);
    const editor = new ContentEditor(page);
    await editor.submit("Publish", /^Published:/);
    await editor.open(staffUser, "/portal/site/ventures");
    const rows = page.getByRole("list", { name: /^Ventures/ }).getByRole("listitem");
    await expect(rows.last()).toContainText(title);

    // The whole list in view: a drag that scrolls the page picks its source after the scroll.
    await page.setViewportSize({ width: 1280, height: 1600 });
    await rows.last().dragTo(rows.first());
    await expect(rows.first()).toContainText(title);
    await expect(page.getByRole("status").filter({ hasText: "Order saved" })).toBeVisible();
    await page.reload();
    await expect(rows.first()).toContainText(title);

    await expect(async () => {
      await page.goto("/");
      const cards = page.locator("#ventures").getByRole("heading", { level: 3 });
      await expect(cards.first()).toHaveText(title, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });

    await deleteVenture(page, staffUser, url);
  });
});
