import type { Browser } from "@playwright/test";
import type { TOTP } from "otpauth";
import { expectNoAxeViolations } from "./support/axe";
import {
  createStaff,
  enrolTotp,
  expect,
  randomVisitorAddress,
  removeStaff,
  test,
  type StaffUser,
} from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { AccountPage } from "./pages/account-page";
import { LoginPage } from "./pages/login-page";
import { ManageUsersPage } from "./pages/manage-users-page";

const PATH = AccountPage.path;
const WRONG_CODE =
  "That code was not accepted: type the 6-digit code your authenticator app shows now for this account.";
const WRONG_PASSWORD = "Invalid e-mail or password.";

/** A code that is none of the codes the one-step skew accepts now. */
function wrongCode(totp: TOTP): string {
  const near = [-30_000, 0, 30_000].map((offset) =>
    totp.generate({ timestamp: Date.now() + offset }),
  );
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, "0");
    if (!near.includes(code)) return code;
  }
}

/** A new browser context of its own visitor address. */
async function newVisitor(browser: Browser, baseURL: string) {
  return browser.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": randomVisitorAddress() },
  });
}

test.describe("the account page", () => {
  test.describe.configure({ timeout: 180_000 });

  let person: StaffUser;
  test.beforeEach(async ({ page }) => {
    person = await createStaff(page, "viewer");
  });
  test.afterEach(async ({ page }) => {
    await removeStaff(page, person);
  });

  test("a staff member turns two-step sign-in on with a first code and off with a current one", async ({
    page,
  }) => {
    const account = new AccountPage(page);
    await account.signInAs(person, "/portal");
    await page.getByRole("banner").getByRole("link", { name: person.email }).click();
    await page.waitForURL((url) => url.pathname === PATH);
    const { twoStep, code } = account;
    await expect(twoStep.getByText("Status: Off")).toBeVisible();
    await expectNoAxeViolations(page);

    await account.turnOnButton.click();
    await expect(
      twoStep.getByRole("img", { name: `QR code for two-step sign-in of ${person.email}` }),
    ).toBeVisible();
    await expect(twoStep.getByText("Silverline Ventures", { exact: true })).toBeVisible();
    await expect(twoStep.getByText(person.email, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    const totp = await account.shownTotp();

    for (let attempt = 0; attempt < 2; attempt += 1) {
      await account.confirmCode(wrongCode(totp));
      // Emptied once the answer is in (React resets the form): the first answer is still shown.
      await expect(code).toHaveValue("");
      await expect(twoStep.getByText(WRONG_CODE)).toBeVisible();
      await expect(code).toHaveAttribute("aria-invalid", "true");
    }
    await expectNoAxeViolations(page);
    await account.confirmCode(totp.generate());
    await expect(twoStep.getByRole("status")).toHaveText(/Two-step sign-in is on/);
    await expect(twoStep.getByText("Status: On")).toBeVisible();
    await expectNoAxeViolations(page);

    // Codes are single-use: turning it off right away takes the next step's.
    await account.turnOff(wrongCode(totp));
    await expect(twoStep.getByText(WRONG_CODE)).toBeVisible();
    await account.turnOff(totp.generate({ timestamp: Date.now() + 30_000 }));
    await expect(twoStep.getByRole("status")).toHaveText(/Two-step sign-in is off/);
    await expect(twoStep.getByText("Status: Off")).toBeVisible();
  });

  test("an abandoned setup is replaced by the next, and enrolment works by keyboard alone", async ({
    page,
  }) => {
    const account = new AccountPage(page);
    await account.signInAs(person, PATH);
    await account.turnOnButton.click();
    await expect(account.secret).toBeVisible();
    await page.reload();

    // The header and the password form come first.
    await tabTo(page, account.turnOnButton, 40);
    await page.keyboard.press("Enter");
    await expect(account.code).toBeVisible();
    const totp = await account.shownTotp();
    await tabTo(page, account.code, 40);
    await page.keyboard.type(totp.generate());
    await page.keyboard.press("Enter");
    await expect(account.twoStep.getByText("Status: On")).toBeVisible();
  });

  test("a password change asks for the current one; the new one signs in and the old one not", async ({
    page,
    browser,
    baseURL,
  }) => {
    const laptop = await newVisitor(browser, baseURL!);
    try {
      const laptopPage = await laptop.newPage();
      await new AccountPage(laptopPage).signInAs(person, PATH);
      const account = new AccountPage(page);
      await account.signInAs(person, PATH);
      const section = account.password;
      const newPassword = `new-${person.password}`;
      const fill = (current: string, next: string, repeat: string) =>
        account.changePassword(current, next, repeat);

      await fill("not-my-password", newPassword, newPassword);
      await expect(
        section.getByText("That is not your current password; nothing changed."),
      ).toBeVisible();
      await expect(section.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
      await fill(person.password, newPassword, `${newPassword}x`);
      await expect(section.getByText("The two new passwords differ")).toBeVisible();
      await fill(person.password, person.password, person.password);
      await expect(section.getByText("That is your current password")).toBeVisible();
      await expectNoAxeViolations(page);

      await fill(person.password, newPassword, newPassword);
      await expect(section.getByRole("status")).toHaveText(/Your password is changed/);
      // This session stays; the laptop's ended.
      await page.reload();
      await expect(account.heading("Your Account")).toBeVisible();
      await laptopPage.goto(PATH);
      await laptopPage.waitForURL((url) => url.pathname === "/login");

      const login = new LoginPage(laptopPage);
      await login.signIn(person);
      await expect(login.alert).toHaveText(WRONG_PASSWORD);
      await login.signIn({ email: person.email, password: newPassword });
      await laptopPage.waitForURL((url) => url.pathname === PATH);
    } finally {
      await laptop.close();
    }
  });

  test("the current-password check is limited like the sign-in page: the 11th wrong one from an address is refused untried", async ({
    page,
  }) => {
    const account = new AccountPage(page);
    await account.signInAs(person, PATH);
    const answer = account.password.getByText(
      /not your current password|Too many password attempts/,
    );
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      const answered = page.waitForResponse((response) => response.request().method() === "POST");
      await account.changePassword(`wrong-${attempt}`, "Another-Pass-42", "Another-Pass-42");
      await answered;
      await expect(answer).toHaveText(
        attempt <= 10
          ? "That is not your current password; nothing changed."
          : "Too many password attempts from here: wait a few minutes, then try again.",
      );
    }
  });

  test("the last sign-in shows, and signing out everywhere ends every session", async ({
    page,
    browser,
    baseURL,
  }) => {
    const laptop = await newVisitor(browser, baseURL!);
    try {
      const laptopPage = await laptop.newPage();
      await new AccountPage(laptopPage).signInAs(person, "/portal");
      const account = new AccountPage(page);
      await account.signInAs(person, PATH);
      const { signIns } = account;
      await expect(signIns.getByText("Last sign-in")).toBeVisible();
      await expect(signIns.locator("time").first()).toHaveText(/\d{4}.*UTC$/);
      await expect(signIns.getByText("This session")).toBeVisible();

      await account.signOutEverywhereButton.click();
      await page.waitForURL((url) => url.pathname === "/login");
      await laptopPage.goto("/portal");
      await laptopPage.waitForURL((url) => url.pathname === "/login");
    } finally {
      await laptop.close();
    }
  });

  test("an admin removes another account's lost factor, never their own there; the log shows it", async ({
    page,
  }) => {
    const admin = await createStaff(page, "admin", { twoStep: true });
    try {
      await enrolTotp(page, person);
      const manageUsers = new ManageUsersPage(page);
      await manageUsers.signInAs(admin, ManageUsersPage.listOf(person.email));
      const row = await manageUsers.manage(person.email);
      const remove = row.button("Remove two-step sign-in");
      await remove.click();
      // The tick is required: the browser does not send the form without it.
      await expect(row.locator.getByRole("checkbox")).toBeFocused();
      await row.locator.getByRole("checkbox").check();
      await remove.click();
      await expect(
        row.locator.getByText(`Two-step sign-in of ${person.email} is removed`),
      ).toBeVisible();
      await expect(row.button("Remove two-step sign-in")).toHaveCount(0);

      await page.goto(`/portal/activity?person=${encodeURIComponent(admin.email)}&kind=account`);
      await expect(page.getByRole("table").locator("tbody tr")).toHaveText([
        new RegExp(`${admin.email}.*removed the two-step sign-in of.*${person.email}`),
      ]);
    } finally {
      await removeStaff(page, admin);
    }
  });
});
