import { randomUUID } from "node:crypto";
import { expectNoAxeViolations } from "./support/axe";
import {
  createStaff,
  expect,
  removeStaff,
  test,
  uniqueSlug,
  type StaffUser,
} from "./support/fixtures";
import { accountOf, invitationLink, inviteePage, removeInvitee } from "./support/invitations";
import { AddUserPage } from "./pages/add-user-page";
import { ContentEditor } from "./pages/content-editor";
import { PortalPage } from "./pages/portal-page";

const TOOL = AddUserPage.path;

// With the content tests: the invited editor publishes an announcement, which the public pages'
// own tests must not meet. Add User's other tests run before (playwright.config.ts).
test.describe("Add User", () => {
  test.describe.configure({ timeout: 180_000 });

  test("an admin invites an editor, who chooses a password, reaches the portal and publishes", async ({
    page,
    browser,
  }) => {
    const admin = await createStaff(page, "admin", { twoStep: true });
    const addUser = new AddUserPage(page);
    const email = `invitee-${randomUUID()}@example.com`;
    const password = `pw-${randomUUID()}`;
    try {
      await addUser.open(admin, TOOL);
      await expect(addUser.heading("Add User")).toBeVisible();
      await expect(addUser.role).toHaveValue("editor");
      await expectNoAxeViolations(page);
      await addUser.invite(email, "editor");
      await expect(addUser.inviteStatus).toContainText(`Invitation sent to ${email} as editor.`);
      const row = addUser.pending(email);
      await expect(row).toContainText(`editor · invited by ${admin.email} on`);
      // The e2e stack's INVITE_TTL_HOURS is the auth service's short invitation lifetime.
      await expect(row).toContainText("expires in under a minute");
      await expectNoAxeViolations(page);

      const invitee = await inviteePage(browser);
      await invitee.goto(await invitationLink(page, email));
      await expect(
        invitee.getByRole("heading", { level: 1, name: "Accept your invitation" }),
      ).toBeVisible();
      await expectNoAxeViolations(invitee);
      await invitee.getByRole("button", { name: "Continue" }).click();
      await expect(invitee).toHaveURL(/\/auth\/set-password$/);
      await expect(
        invitee.getByRole("heading", { level: 1, name: "Choose your password" }),
      ).toBeVisible();
      await expectNoAxeViolations(invitee);

      await invitee.getByLabel("New password").fill("short");
      await invitee.getByLabel("Repeat the password").fill("short");
      await invitee.getByRole("button", { name: "Save password" }).click();
      await expect(invitee.getByLabel("New password")).toHaveAccessibleDescription(
        "Password should be at least 8 characters.",
      );
      await expectNoAxeViolations(invitee);
      await invitee.getByLabel("New password").fill(password);
      await invitee.getByLabel("Repeat the password").fill(password);
      await invitee.getByRole("button", { name: "Save password" }).click();
      await invitee.waitForURL((url) => url.pathname === "/portal");

      const account = await accountOf(page, email);
      expect(account?.app_metadata).toMatchObject({ role: "editor", invited_by: admin.id });
      const editor: StaffUser = { id: account!.id, email, password };
      // Signing in again with the chosen password, then the editor's work.
      const slug = uniqueSlug("invited");
      const announcement = new ContentEditor(invitee);
      await announcement.open(editor, "/portal/site/announcements/new");
      await announcement.fill({
        Title: `Invited ${slug}`,
        "URL slug": slug,
        Date: "2099-01-03",
        Category: "Company News",
        Summary: "Written by a new editor.",
        "Full article": "Hello from the new editor.",
      });
      await announcement.createDraft("announcement");
      await announcement.submit("Publish", /^Published:/);
      await invitee.goto(TOOL);
      await expect(announcement.notForYourRole).toBeVisible();

      await addUser.open(admin, TOOL);
      await expect(addUser.heading("Add User")).toBeVisible();
      await expect(addUser.pending(email)).toHaveCount(0);
      await invitee.context().close();

      // Every step in the Activity view, each with its actor: the admin's invitation, then the
      // new editor's acceptance, sign-ins and work (newest first).
      const activity = new PortalPage(page);
      await activity.open(admin, `/portal/activity?person=${encodeURIComponent(email)}`);
      const theirs = page.getByRole("table").locator("tbody tr");
      await expect(async () => {
        await page.reload();
        await expect(theirs).toHaveText(
          [
            /published.*Invited/,
            /saved.*Invited/,
            /signed in by password/,
            /accepted the invitation/,
            /signed in by invitation link/,
          ].map((step) => new RegExp(`${email}.*${step.source}`)),
          { timeout: 1000 },
        );
      }).toPass({ timeout: 15_000 });
      await activity.open(
        admin,
        `/portal/activity?person=${encodeURIComponent(admin.email)}&kind=account.invited`,
      );
      await expect(theirs).toHaveCount(1);
      await expect(theirs).toContainText(`${admin.email}`);
      await expect(theirs).toContainText(`invited`);
      await expect(theirs.getByRole("link", { name: email })).toBeVisible();
    } finally {
      await removeInvitee(page, email);
      await removeStaff(page, admin);
    }
  });
});
