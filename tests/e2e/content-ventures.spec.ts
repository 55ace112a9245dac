import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { openPortal, submitEditor, uniqueSlug } from "./support/content-tools";
import { expect, test, type StaffUser } from "./support/fixtures";

/** Creates an unpublished venture through the form; returns its editor's URL and its title. */
/** Editor URLs of the ventures a test made and has not deleted yet. */
const leftovers = new Set<string>();

async function createVenture(page: Page, user: StaffUser): Promise<{ url: string; title: string }> {
  const slug = uniqueSlug("venture");
  const title = `Venture ${slug}`;
  await openPortal(page, user, "/portal/site/ventures/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("URL slug").fill(slug);
  await page.getByLabel("Command label").fill(`./run --venture ${slug}`);
  await page.getByLabel("Preview").fill("First preview.");
  await page.getByLabel("Report").fill("A report with a link: https://example.com/report");
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit venture" })).toBeVisible();
  leftovers.add(page.url());
  return { url: page.url(), title };
}

async function deleteVenture(page: Page, user: StaffUser, url: string) {
  await openPortal(page, user, new URL(url).pathname);
  await page.getByLabel("Yes, delete this venture").check();
  await page.getByRole("button", { name: "Delete venture" }).click();
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
    const second = await first.context().newPage();
    await second.goto(url);
    await expect(second.getByLabel("Title")).toHaveValue(title);

    await first.getByLabel("Title").fill(`${title} (renamed)`);
    await submitEditor(first, "Save draft", /^Draft saved\./);

    await second.getByLabel("Preview").fill("The second tab's preview.");
    await second.getByRole("button", { name: "Save draft" }).click();
    const refusal = second.getByRole("alert").filter({ hasText: "Not saved" });
    await expect(refusal).toContainText(`${staffUser.email} changed this venture at`);
    await expect(second.getByLabel("Preview")).toHaveValue("The second tab's preview.");
    await expect(second.getByLabel("Title")).toHaveValue(title);
    await expectNoAxeViolations(second);

    await openPortal(second, staffUser, new URL(url).pathname);
    await expect(second.getByLabel("Title")).toHaveValue(`${title} (renamed)`);
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
    await page.getByLabel("Preview").fill("Second preview.");
    await submitEditor(page, "Save draft", /^Draft saved\./);
    await expect(page.getByLabel("Preview")).toHaveValue("Second preview.");

    const created = page.getByRole("listitem").filter({ hasText: /^created by/ });
    await created.getByRole("button", { name: /^Restore the version of created by/ }).click();
    await expect(page.getByLabel("Preview")).toHaveValue("First preview.");
    await expect(page.getByRole("listitem").filter({ hasText: /^saved by/ })).toHaveCount(2);
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await deleteVenture(page, staffUser, url);
  });

  test("reorders by keyboard, live on the home page", async ({ page, staffUser }) => {
    const { url, title } = await createVenture(page, staffUser);
    await submitEditor(page, "Publish", /^Published:/);
    await openPortal(page, staffUser, "/portal/site/ventures");
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
    await submitEditor(page, "Publish", /^Published:/);
    await openPortal(page, staffUser, "/portal/site/ventures");
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
