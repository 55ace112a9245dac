import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { craftedForm } from "./support/crafted-forms";
import { createStaff, expect, mailsTo, removeStaff, test } from "./support/fixtures";
import { accountOf, invitationLink, inviteePage, removeInvitee } from "./support/invitations";
import { tabTo } from "./support/keyboard";
import { e2eStack } from "./support/local-stack";
import { AddUserPage } from "./pages/add-user-page";
import { LoginPage } from "./pages/login-page";

const TOOL = AddUserPage.path;
const EXPIRED = "This invitation has expired. Ask an admin to send a new one.";

/** The page's own alert (Next's route announcer is one too). */
const pageAlert = (page: Page) => page.getByRole("main").getByRole("alert");

test.describe("Add User", () => {
  // One after another: loading Add User withdraws every expired invitation, so a test waiting
  // for its invitation to expire must not share the time with another admin's page. No other
  // spec opens Add User as an admin meanwhile: content-invited-editor.spec.ts runs after these.
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  test("inviting an address that has an account says so and changes nothing", async ({ page }) => {
    const admin = await createStaff(page, "admin", { twoStep: true });
    const addUser = new AddUserPage(page);
    const viewer = await createStaff(page, "viewer");
    try {
      await addUser.open(admin, TOOL);
      await addUser.invite(viewer.email, "admin");
      await expect(addUser.inviteAlert).toHaveText(`${viewer.email} already has an account.`);
      await expect(addUser.email).toHaveValue(viewer.email);
      await expectNoAxeViolations(page);
      await page.waitForTimeout(1000);
      expect(await mailsTo(page, viewer.email)).toHaveLength(0);
      expect((await accountOf(page, viewer.email))?.app_metadata.role).toBe("viewer");
    } finally {
      await removeStaff(page, viewer);
      await removeStaff(page, admin);
    }
  });

  test("resend sends a second e-mail; revoke removes the invitation and its link stops working", async ({
    page,
    browser,
  }) => {
    const admin = await createStaff(page, "admin", { twoStep: true });
    const addUser = new AddUserPage(page);
    const email = `invitee-${randomUUID()}@example.com`;
    try {
      await addUser.open(admin, TOOL);
      await addUser.invite(email, "viewer");
      await expect(addUser.pending(email)).toContainText("viewer · invited by");
      const first = await invitationLink(page, email);

      await addUser.pending(email).getByRole("button", { name: "Resend" }).click();
      await expect(addUser.listStatus).toContainText(`Invitation sent again to ${email}.`);
      const second = await invitationLink(page, email, 2);
      expect(second).not.toBe(first);

      await addUser.open(admin, TOOL);
      const row = addUser.pending(email);
      await row.getByRole("button", { name: "Revoke" }).click();
      // The confirmation is a required tick: without it the browser stops the form.
      await expect(row).toBeVisible();
      await row.getByLabel(`Yes, revoke the invitation for ${email}`).check();
      await row.getByRole("button", { name: "Revoke" }).click();
      await expect(addUser.listStatus).toContainText(
        `Invitation for ${email} revoked: its link no longer works.`,
      );
      await expect(addUser.pending(email)).toHaveCount(0);
      expect(await accountOf(page, email)).toBeUndefined();

      const invitee = await inviteePage(browser);
      await invitee.goto(second);
      await invitee.getByRole("button", { name: "Continue" }).click();
      await expect(pageAlert(invitee)).toHaveText(EXPIRED);
      await invitee.context().close();
    } finally {
      await removeInvitee(page, email);
      await removeStaff(page, admin);
    }
  });

  test("an expired invitation link says so plainly", async ({ page, browser }) => {
    test.setTimeout(180_000 + e2eStack.inviteExpirySeconds * 1000);
    const admin = await createStaff(page, "admin", { twoStep: true });
    const addUser = new AddUserPage(page);
    const email = `invitee-${randomUUID()}@example.com`;
    try {
      await addUser.open(admin, TOOL);
      await addUser.invite(email, "editor");
      const sentAt = Date.now();
      await expect(addUser.pending(email)).toBeVisible();
      const link = await invitationLink(page, email);
      // The auth service's invitation lifetime (short in the e2e stack) has to pass.
      await page.waitForTimeout(sentAt + (e2eStack.inviteExpirySeconds + 2) * 1000 - Date.now());
      const invitee = await inviteePage(browser);
      await invitee.goto(link);
      await invitee.getByRole("button", { name: "Continue" }).click();
      await expect(
        invitee.getByRole("heading", { level: 1, name: "Invitation expired" }),
      ).toBeVisible();
      await expect(pageAlert(invitee)).toHaveText(EXPIRED);
      await expectNoAxeViolations(invitee);
      await invitee.goto("/auth/set-password");
      await expect(invitee).toHaveURL(/\/login$/);
      await invitee.context().close();
    } finally {
      await removeInvitee(page, email);
      await removeStaff(page, admin);
    }
  });

  test("an expired invitation stays expired through a reset and a magic link, and is swept", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000 + e2eStack.inviteExpirySeconds * 1000);
    const admin = await createStaff(page, "admin", { twoStep: true });
    const addUser = new AddUserPage(page);
    const late = `late-${randomUUID()}@example.com`;
    const left = `left-${randomUUID()}@example.com`;
    try {
      await addUser.open(admin, TOOL);
      await addUser.invite(late, "admin");
      await expect(addUser.pending(late)).toBeVisible();
      await addUser.invite(left, "admin");
      await expect(addUser.pending(left)).toBeVisible();
      const sentAt = Date.now();
      await invitationLink(page, late);
      await invitationLink(page, left);
      await page.waitForTimeout(sentAt + (e2eStack.inviteExpirySeconds + 2) * 1000 - Date.now());

      // The auth service sends an unconfirmed address into sign-up, which is off: no mail.
      const asker = await inviteePage(browser);
      await asker.goto("/login");
      const login = new LoginPage(asker);
      await login.requestMagicLink(left);
      await expect(login.status).toHaveText(
        "If this address belongs to a staff account, a link is on its way.",
      );
      await asker.context().close();
      // A reset link is sent to any known address, and would confirm the account.
      const invitee = await inviteePage(browser);
      await invitee.goto("/login/forgot");
      await invitee.getByLabel("E-mail").fill(late);
      await invitee.getByRole("button", { name: "Send reset link" }).click();
      await expect
        .poll(async () => (await mailsTo(page, late)).length, { timeout: 15_000 })
        .toBe(2);
      const reset = /https?:\/\/\S+\/auth\/confirm\?\S+/.exec(
        (await mailsTo(page, late))[1]!.text,
      )?.[0];
      await invitee.goto(reset!);
      await invitee.getByRole("button", { name: "Continue" }).click();
      await expect(
        invitee.getByRole("heading", { level: 1, name: "Invitation expired" }),
      ).toBeVisible();
      await expect(pageAlert(invitee)).toHaveText(EXPIRED);
      await invitee.goto("/portal");
      await expect(invitee).toHaveURL(/\/login\?next=%2Fportal/);
      expect(await accountOf(page, late)).toBeUndefined();
      await invitee.context().close();
      expect(await mailsTo(page, left)).toHaveLength(1);

      // The admin's next look at Add User (signed in again: the wait outlasted the session)
      // withdraws the other one.
      await addUser.open(admin, TOOL);
      await expect(addUser.heading("Add User")).toBeVisible();
      await expect(addUser.pending(left)).toHaveCount(0);
      expect(await accountOf(page, left)).toBeUndefined();
    } finally {
      await removeInvitee(page, late);
      await removeInvitee(page, left);
      await removeStaff(page, admin);
    }
  });

  test("editors and viewers get a 403, and a crafted invite from one changes nothing", async ({
    page,
    staffUser: editor,
    baseURL,
  }) => {
    const admin = await createStaff(page, "admin", { twoStep: true });
    const addUser = new AddUserPage(page);
    const viewer = await createStaff(page, "viewer");
    const crafted = `crafted-${randomUUID()}@example.com`;
    try {
      await addUser.open(admin, TOOL);
      let captured: { actionId: string; fields: [string, string][] } | null = null;
      await page.route(`**${TOOL}`, async (route) => {
        const request = route.request();
        if (request.method() !== "POST") return route.continue();
        const form = await new Request("http://form.invalid/", {
          method: "POST",
          headers: { "Content-Type": request.headers()["content-type"] ?? "" },
          body: new Uint8Array(request.postDataBuffer() ?? []),
        }).formData();
        captured = {
          actionId: request.headers()["next-action"] ?? "",
          fields: [...form].map(([name, value]): [string, string] => [name, String(value)]),
        };
        await route.abort();
      });
      await addUser.invite(`captured-${randomUUID()}@example.com`, "admin");
      await expect.poll(() => captured).not.toBeNull();
      await page.unroute(`**${TOOL}`);
      const { actionId, fields } = captured!;
      const prefix = fields.find(([name]) => name.endsWith("email"))?.[0].slice(0, -5) ?? "";

      for (const user of [editor, viewer]) {
        await page.context().clearCookies();
        await page.goto(`/login?next=${encodeURIComponent(TOOL)}`);
        await new LoginPage(page).signIn(user);
        await expect(addUser.notForYourRole).toBeVisible();
        await expectNoAxeViolations(page);
        const response = await page.request.post(TOOL, {
          headers: { "Next-Action": actionId, Origin: new URL(baseURL!).origin },
          multipart: craftedForm(fields, { email: crafted, role: "admin" }, prefix),
        });
        expect(response.status()).toBe(403);
      }
      await page.waitForTimeout(1000);
      expect(await mailsTo(page, crafted)).toHaveLength(0);
      expect(await accountOf(page, crafted)).toBeUndefined();
    } finally {
      await removeInvitee(page, crafted);
      await removeStaff(page, viewer);
      await removeStaff(page, admin);
    }
  });

  test("the invitation is sent and accepted by keyboard alone", async ({ page, browser }) => {
    const admin = await createStaff(page, "admin", { twoStep: true });
    const addUser = new AddUserPage(page);
    const email = `keys-${randomUUID()}@example.com`;
    try {
      await addUser.open(admin, TOOL);
      await addUser.email.focus();
      await page.keyboard.type(email);
      await page.keyboard.press("Tab");
      await expect(addUser.role).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(addUser.sendButton).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(addUser.inviteStatus).toContainText(`Invitation sent to ${email} as editor.`);

      const invitee = await inviteePage(browser);
      await invitee.goto(await invitationLink(page, email));
      await tabTo(invitee, invitee.getByRole("button", { name: "Continue" }));
      await invitee.keyboard.press("Enter");
      await expect(invitee).toHaveURL(/\/auth\/set-password$/);
      await tabTo(invitee, invitee.getByLabel("New password"));
      await invitee.keyboard.type("a-keyboard-password");
      await invitee.keyboard.press("Tab");
      await expect(invitee.getByLabel("Repeat the password")).toBeFocused();
      await invitee.keyboard.type("a-keyboard-password");
      await invitee.keyboard.press("Tab");
      await expect(invitee.getByRole("button", { name: "Save password" })).toBeFocused();
      await invitee.keyboard.press("Enter");
      await invitee.waitForURL((url) => url.pathname === "/portal");
      await invitee.context().close();
    } finally {
      await removeInvitee(page, email);
      await removeStaff(page, admin);
    }
  });
});
