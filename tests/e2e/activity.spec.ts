import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import {
  createStaff,
  expect,
  randomVisitorAddress,
  removeStaff,
  test,
  uniqueSlug,
} from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { ContentEditor } from "./pages/content-editor";
import { LoginPage } from "./pages/login-page";
import { PortalPage } from "./pages/portal-page";

const ACTIVITY = "/portal/activity";

/** The rows of the events table (its header row left out). */
const eventRows = (page: Page) => page.getByRole("table").locator("tbody tr");

test.describe("the Activity view", () => {
  test.describe.configure({ timeout: 180_000 });

  test("an admin sees what an editor did, filters it, follows it to the item and downloads it", async ({
    page,
  }) => {
    const editor = await createStaff(page, "editor");
    const admin = await createStaff(page, "admin", { twoStep: true });
    const title = `Activity ${uniqueSlug("news")}`;
    const announcement = new ContentEditor(page);
    const activity = new PortalPage(page);
    try {
      await announcement.signInAs(editor, "/portal/site/announcements/new");
      await announcement.fill({
        Title: title,
        "URL slug": uniqueSlug("activity"),
        Date: "2099-02-03",
        Category: "Company News",
        Summary: "Logged.",
        "Full article": "Logged article.",
      });
      await announcement.createDraft("announcement");
      const editorPath = new URL(page.url()).pathname;
      await announcement.submit("Publish", /^Published:/);
      await announcement.signOutButton.click();
      await expect(page).toHaveURL(/\/login$/);

      await activity.signInAs(admin, ACTIVITY);
      await expect(activity.heading("Activity")).toBeVisible();
      const mine = eventRows(page).filter({ hasText: editor.email });
      // Newest first: the sign-out is recorded just after its answer.
      await expect(async () => {
        await page.reload();
        await expect(mine).toHaveCount(4, { timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      await expect(mine.nth(0)).toContainText("signed out");
      await expect(mine.nth(1)).toContainText("published");
      await expect(mine.nth(1)).toContainText(title);
      await expect(mine.nth(2)).toContainText("saved");
      await expect(mine.nth(3)).toContainText("signed in by password");
      await expect(mine.nth(0).locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
      await expectNoAxeViolations(page);

      await page.getByLabel("Person").fill(editor.email);
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect(page).toHaveURL(/[?&]person=/);
      await expect(eventRows(page)).toHaveCount(4);

      await page.getByLabel("Kind of event").selectOption({ label: "Published" });
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect(page).toHaveURL(/[?&]kind=content\.published/);
      await expect(eventRows(page)).toHaveCount(1);
      await expect(eventRows(page)).toContainText(editor.email);

      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: /^Download CSV/ }).click();
      const file = await (await download).path();
      const csv = (await readFile(file, "utf8")).replace(/^\uFEFF/, "");
      const lines = csv.trimEnd().split("\r\n");
      expect(lines[0]).toMatch(/^When \(UTC\),Who,/);
      expect(lines.slice(1)).toHaveLength(1);
      expect(lines[1]).toContain(`,${editor.email},${editor.id},published,content.published,`);
      expect(lines[1]).toContain(title);

      await page.getByRole("link", { name: title }).click();
      await expect(page).toHaveURL((url) => url.pathname === editorPath);
      await expect(page.getByLabel("Title")).toHaveValue(title);
    } finally {
      await removeStaff(page, editor);
      await removeStaff(page, admin);
    }
  });

  test("a flood of refused sign-ins is recorded once, as the address attempted", async ({
    page,
    browser,
  }) => {
    const admin = await createStaff(page, "admin", { twoStep: true });
    const target = `flood-${uniqueSlug("x")}@example.com`;
    const attacker = await browser.newContext({
      extraHTTPHeaders: { "X-Forwarded-For": randomVisitorAddress() },
    });
    try {
      const attackerPage = await attacker.newPage();
      const login = new LoginPage(attackerPage);
      await login.goto();
      // Past the address's share of attempts, each refused by the app's own limit.
      for (let attempt = 0; attempt < 13; attempt += 1) {
        const answered = attackerPage.waitForResponse(
          (response) => response.request().method() === "POST",
        );
        await login.signIn({ email: target, password: "wrong-password" });
        await answered;
      }
      await expect(login.alert).toHaveText("Too many attempts. Please try again later.");

      await new PortalPage(page).signInAs(admin, ACTIVITY);
      await expect(async () => {
        await page.goto(`${ACTIVITY}?person=${encodeURIComponent(target)}`);
        await expect(eventRows(page)).toHaveCount(1, { timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      await expect(eventRows(page)).toContainText(`attempted as ${target}`);
      await expect(eventRows(page)).toContainText("refused sign-in by a limit");
    } finally {
      await attacker.close();
      await removeStaff(page, admin);
    }
  });

  test("filters by keyboard alone, and explains malformed filters without failing", async ({
    page,
  }) => {
    const admin = await createStaff(page, "admin", { twoStep: true });
    try {
      await new PortalPage(page).signInAs(admin, ACTIVITY);
      await page.goto(`${ACTIVITY}?from=yesterday&kind=content.exploded`);
      await expect(page.getByRole("alert").filter({ hasText: "could not be read" })).toBeVisible();
      await expect(page.getByLabel("From (UTC day)")).toHaveAccessibleDescription(
        "A date, YYYY-MM-DD.",
      );
      await expect(page.getByLabel("Kind of event")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByRole("table")).toHaveCount(0);
      await expectNoAxeViolations(page);
      const refused = await page.request.get(`${ACTIVITY}/export?from=yesterday&to=2026-01-01`);
      expect(refused.status()).toBe(400);
      expect(await refused.text()).toBe("Not exported: From: A date, YYYY-MM-DD.\n");

      await page.goto(ACTIVITY);
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
      await page.keyboard.press("Enter");
      await tabTo(page, page.getByLabel("Person"));
      await page.keyboard.type(admin.email);
      await page.keyboard.press("Tab");
      await expect(page.getByLabel("Kind of event")).toBeFocused();
      await page.keyboard.type("Signed in");
      await expect(page.getByLabel("Kind of event")).toHaveValue("auth.signed_in");
      await tabTo(page, page.getByRole("button", { name: "Apply filters" }));
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/[?&]kind=auth\.signed_in/);
      await expect(eventRows(page)).toHaveCount(1);
      await expect(eventRows(page)).toContainText("signed in by password");
    } finally {
      await removeStaff(page, admin);
    }
  });

  test("a viewer and an editor get the 403 on the view and on the export", async ({ page }) => {
    const anonymous = await page.request.get(`${ACTIVITY}/export`, { maxRedirects: 0 });
    expect(anonymous.status()).toBeGreaterThanOrEqual(300);
    expect(anonymous.status()).toBeLessThan(400);
    expect(anonymous.headers().location).toContain("/login");

    const portal = new PortalPage(page);
    for (const role of ["viewer", "editor"]) {
      const user = await createStaff(page, role);
      try {
        await portal.signInAs(user, "/portal");
        // The portal's shell streams first, so the page's 403 is its heading; the file's, a status.
        await page.goto(ACTIVITY);
        await expect(portal.notForYourRole).toBeVisible();
        const exported = await page.request.get(`${ACTIVITY}/export`, { maxRedirects: 0 });
        expect(exported.status()).toBe(403);
        expect(await exported.text()).not.toContain("When (UTC)");
      } finally {
        await removeStaff(page, user);
      }
    }
  });
});
