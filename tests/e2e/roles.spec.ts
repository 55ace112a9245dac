import { expectNoAxeViolations } from "./support/axe";
import { barState, captureSave, craftedForm, TOOL } from "./support/crafted-forms";
import { createStaff, expect, removeStaff, test, uniqueSlug } from "./support/fixtures";
import { ContentEditor } from "./pages/content-editor";
import { ManageUsersPage } from "./pages/manage-users-page";
import { PortalPage } from "./pages/portal-page";

const REASON = "Viewers can read the content tools; an admin can make you an editor.";

test.describe("staff roles", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a viewer reads a content tool but cannot save it, even by posting the action directly", async ({
    page,
    staffUser: editor,
    baseURL,
  }) => {
    const viewer = await createStaff(page, "viewer");
    const bar = ContentEditor.siteBar(page);
    try {
      await bar.signInAs(editor, TOOL);
      const { actionId, fields, prefix } = await captureSave(page);
      expect(actionId).not.toBe("");

      await bar.signInAs(viewer, TOOL);
      await expect(bar.scope.getByText(REASON)).toBeVisible();
      await expect(bar.field("Text")).toBeDisabled();
      for (const name of ["Save draft", "Publish"]) {
        const button = bar.button(name);
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
    const portal = new PortalPage(page);
    const manageUsers = new ManageUsersPage(page);
    try {
      for (const user of [editor, viewer]) {
        await portal.signInAs(user, "/portal");
        await page.getByRole("button", { name: "Client & Staff" }).click();
        await expect(page.getByRole("link", { name: "Contact Book" })).toBeVisible();
        await expect(page.getByRole("link", { name: "Manage User Accounts" })).toHaveCount(0);
        await page.goto(ManageUsersPage.path);
        await expect(manageUsers.notForYourRole).toBeVisible();
        await expect(page.getByText("Coming Soon", { exact: true })).toHaveCount(0);
      }
      await expectNoAxeViolations(page);

      await portal.signInAs(admin, "/portal");
      await page.getByRole("button", { name: "Client & Staff" }).click();
      await page.getByRole("link", { name: "Manage User Accounts" }).click();
      await expect(page).toHaveURL(/\/portal\/manage-users$/);
      await expect(manageUsers.heading("Manage User Accounts")).toBeVisible();
    } finally {
      await removeStaff(page, viewer);
      await removeStaff(page, admin);
    }
  });
});
