import type { Browser, Locator, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
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
import { LoginPage } from "./pages/login-page";

const PATH = "/portal/account";
const WRONG_CODE =
  "That code was not accepted: type the 6-digit code your authenticator app shows now for this account.";
const WRONG_PASSWORD = "Invalid e-mail or password.";

/** Signs in as `user` afresh (whoever was signed in before) and opens portal `path`. */
async function signInAs(page: Page, user: StaffUser, path: string) {
  await page.context().clearCookies();
  await page.goto(`/login?next=${encodeURIComponent(path)}`);
  await new LoginPage(page).signIn(user);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

/** The TOTP of the key the account page shows (grouped in fours), as an authenticator app has it. */
async function shownTotp(page: Page): Promise<TOTP> {
  const text = await page.getByTestId("totp-secret").innerText();
  return new TOTP({ secret: Secret.fromBase32(text.replace(/\s/g, "")) });
}

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

/** Presses Tab until `target` has the focus: the header and the password form come first. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
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
    await signInAs(page, person, "/portal");
    await page.getByRole("banner").getByRole("link", { name: person.email }).click();
    await page.waitForURL((url) => url.pathname === PATH);
    const twoStep = page.getByRole("region", { name: "Two-step sign-in" });
    await expect(twoStep.getByText("Status: Off")).toBeVisible();
    await expectNoAxeViolations(page);

    await twoStep.getByRole("button", { name: "Turn on two-step sign-in" }).click();
    await expect(
      twoStep.getByRole("img", { name: `QR code for two-step sign-in of ${person.email}` }),
    ).toBeVisible();
    await expect(twoStep.getByText("Silverline Ventures", { exact: true })).toBeVisible();
    await expect(twoStep.getByText(person.email, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    const totp = await shownTotp(page);

    const code = twoStep.getByLabel("6-digit code from your authenticator app");
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await code.fill(wrongCode(totp));
      await twoStep.getByRole("button", { name: "Confirm and turn on" }).click();
      // Emptied once the answer is in (React resets the form): the first answer is still shown.
      await expect(code).toHaveValue("");
      await expect(twoStep.getByText(WRONG_CODE)).toBeVisible();
      await expect(code).toHaveAttribute("aria-invalid", "true");
    }
    await expectNoAxeViolations(page);
    await code.fill(totp.generate());
    await twoStep.getByRole("button", { name: "Confirm and turn on" }).click();
    await expect(twoStep.getByRole("status")).toHaveText(/Two-step sign-in is on/);
    await expect(twoStep.getByText("Status: On")).toBeVisible();
    await expectNoAxeViolations(page);

    // Codes are single-use: turning it off right away takes the next step's.
    const offCode = twoStep.getByLabel("6-digit code from your authenticator app");
    await offCode.fill(wrongCode(totp));
    await twoStep.getByRole("button", { name: "Turn off two-step sign-in" }).click();
    await expect(twoStep.getByText(WRONG_CODE)).toBeVisible();
    await offCode.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await twoStep.getByRole("button", { name: "Turn off two-step sign-in" }).click();
    await expect(twoStep.getByRole("status")).toHaveText(/Two-step sign-in is off/);
    await expect(twoStep.getByText("Status: Off")).toBeVisible();
  });

  test("an abandoned setup is replaced by the next, and enrolment works by keyboard alone", async ({
    page,
  }) => {
    await signInAs(page, person, PATH);
    const twoStep = page.getByRole("region", { name: "Two-step sign-in" });
    await twoStep.getByRole("button", { name: "Turn on two-step sign-in" }).click();
    await expect(page.getByTestId("totp-secret")).toBeVisible();
    await page.reload();

    const start = twoStep.getByRole("button", { name: "Turn on two-step sign-in" });
    await tabTo(page, start);
    await page.keyboard.press("Enter");
    const code = twoStep.getByLabel("6-digit code from your authenticator app");
    await expect(code).toBeVisible();
    const totp = await shownTotp(page);
    await tabTo(page, code);
    await page.keyboard.type(totp.generate());
    await page.keyboard.press("Enter");
    await expect(twoStep.getByText("Status: On")).toBeVisible();
  });

  test("a password change asks for the current one; the new one signs in and the old one not", async ({
    page,
    browser,
    baseURL,
  }) => {
    const laptop = await newVisitor(browser, baseURL!);
    try {
      const laptopPage = await laptop.newPage();
      await signInAs(laptopPage, person, PATH);
      await signInAs(page, person, PATH);
      const section = page.getByRole("region", { name: "Password" });
      const newPassword = `new-${person.password}`;
      const fill = async (current: string, next: string, repeat: string) => {
        await section.getByLabel("Current password").fill(current);
        await section.getByLabel("New password", { exact: true }).fill(next);
        await section.getByLabel("New password again").fill(repeat);
        await section.getByRole("button", { name: "Change password" }).click();
      };

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
      await expect(page.getByRole("heading", { level: 1, name: "Your Account" })).toBeVisible();
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
    await signInAs(page, person, PATH);
    const section = page.getByRole("region", { name: "Password" });
    const answer = section.getByText(/not your current password|Too many password attempts/);
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      await section.getByLabel("Current password").fill(`wrong-${attempt}`);
      await section.getByLabel("New password", { exact: true }).fill("Another-Pass-42");
      await section.getByLabel("New password again").fill("Another-Pass-42");
      const answered = page.waitForResponse((response) => response.request().method() === "POST");
      await section.getByRole("button", { name: "Change password" }).click();
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
      await signInAs(laptopPage, person, "/portal");
      await signInAs(page, person, PATH);
      const signIns = page.getByRole("region", { name: "Sign-ins" });
      await expect(signIns.getByText("Last sign-in")).toBeVisible();
      await expect(signIns.locator("time").first()).toHaveText(/\d{4}.*UTC$/);
      await expect(signIns.getByText("This session")).toBeVisible();

      await page.getByRole("button", { name: "Sign out everywhere" }).click();
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
      const list = `/portal/manage-users?q=${encodeURIComponent(person.email)}`;
      await signInAs(page, admin, list);
      const row = page
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name: person.email }) });
      await row.locator("summary").click();
      const remove = row.getByRole("button", { name: "Remove two-step sign-in" });
      await remove.click();
      // The tick is required: the browser does not send the form without it.
      await expect(row.getByRole("checkbox")).toBeFocused();
      await row.getByRole("checkbox").check();
      await remove.click();
      await expect(row.getByText(`Two-step sign-in of ${person.email} is removed`)).toBeVisible();
      await expect(row.getByRole("button", { name: "Remove two-step sign-in" })).toHaveCount(0);

      await page.goto(`/portal/activity?person=${encodeURIComponent(admin.email)}&kind=account`);
      await expect(page.getByRole("table").locator("tbody tr")).toHaveText([
        new RegExp(`${admin.email}.*removed the two-step sign-in of.*${person.email}`),
      ]);
    } finally {
      await removeStaff(page, admin);
    }
  });
});
