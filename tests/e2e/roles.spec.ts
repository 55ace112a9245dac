import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { barEditor, barState, captureSave, craftedForm, TOOL } from "./support/crafted-forms";
import { uniqueSlug } from "./support/content-tools";
import { createStaff, expect, removeStaff, test, type StaffUser } from "./support/fixtures";
import { LoginPage } from "./pages/login-page";

const REASON = "Viewers can read the content tools; an admin can make you an editor.";

/** Signs in as `user` afresh (whoever was signed in before) and opens portal `path`. */
async function signInAs(page: Page, user: StaffUser, path: string) {
  await page.context().clearCookies();
  await page.goto(`/login?next=${encodeURIComponent(path)}`);
  await new LoginPage(page).signIn(user);
  await page.waitForURL((url) => url.pathname === path);
}

test.describe("staff roles", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a viewer reads a content tool but cannot save it, even by posting the action directly", async ({
    page,
    staffUser: editor,
    baseURL,
  }) => {
    const viewer = await createStaff(page, "viewer");
    try {
      await signInAs(page, editor, TOOL);
      const { actionId, fields, prefix } = await captureSave(page);
      expect(actionId).not.toBe("");

      await signInAs(page, viewer, TOOL);
      const bar = barEditor(page);
      await expect(bar.getByText(REASON)).toBeVisible();
      await expect(bar.getByLabel("Text")).toBeDisabled();
      for (const name of ["Save draft", "Publish"]) {
        const button = bar.getByRole("button", { name, exact: true });
        await expect(button).toBeDisabled();
        await expect(button).toHaveAccessibleDescription(REASON);
      }
      await expectNoAxeViolations(page);
      const before = await barState(page);

      const marker = `Viewer ${uniqueSlug("bar")}`;
      const response = await page.request.post(TOOL, {
        headers: { "Next-Action": actionId, Origin: new URL(baseURL!).origin },
        multipart: craftedForm(fields, { intent: "publish", text: marker }, prefix),
      });
      expect(response.status()).toBe(403);
      expect(await response.text()).not.toContain(marker);

      expect(await barState(page)).toEqual(before);
      await page.goto("/");
      await expect(page.getByText(marker)).toHaveCount(0);
    } finally {
      await removeStaff(page, viewer);
    }
  });

  test("only an admin opens the account tools: others get a 403, not their Coming Soon page", async ({
    page,
    staffUser: editor,
  }) => {
    const viewer = await createStaff(page, "viewer");
    const admin = await createStaff(page, "admin", { twoStep: true });
    try {
      for (const user of [editor, viewer]) {
        await signInAs(page, user, "/portal");
        await page.getByRole("button", { name: "Client & Staff" }).click();
        await expect(page.getByRole("link", { name: "Contact Book" })).toBeVisible();
        await expect(page.getByRole("link", { name: "Manage User Accounts" })).toHaveCount(0);
        await page.goto("/portal/manage-users");
        await expect(
          page.getByRole("heading", { level: 1, name: "Not for your role" }),
        ).toBeVisible();
        await expect(page.getByText("Coming Soon", { exact: true })).toHaveCount(0);
      }
      await expectNoAxeViolations(page);

      await signInAs(page, admin, "/portal");
      await page.getByRole("button", { name: "Client & Staff" }).click();
      await page.getByRole("link", { name: "Manage User Accounts" }).click();
      await expect(page).toHaveURL(/\/portal\/manage-users$/);
      await expect(
        page.getByRole("heading", { level: 1, name: "Manage User Accounts" }),
      ).toBeVisible();
    } finally {
      await removeStaff(page, viewer);
      await removeStaff(page, admin);
    }
  });
});
