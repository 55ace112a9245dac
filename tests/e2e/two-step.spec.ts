import { expectNoAxeViolations } from "./axe";
import {
  codeFor,
  createStaff,
  freshCode,
  expect,
  magicLinkFor,
  openMagicLink,
  removeStaff,
  test,
} from "./fixtures";
import { LoginPage } from "./pages/login-page";

const WRONG_CODE = "That code is not right. Enter the current code from your authenticator app.";

test.describe("two-step sign-in", () => {
  test("password, then the code, reaches the portal page asked for", async ({ page }) => {
    const staff = await createStaff(page, "editor", { twoStep: true });
    const login = new LoginPage(page);
    await login.goto("?next=/portal/site/ventures");
    await login.signIn({ email: staff.email, password: staff.password });
    await page.waitForURL(/\/login\/two-step\?next=%2Fportal%2Fsite%2Fventures/);
    await expectNoAxeViolations(page);

    const field = page.getByLabel("Authenticator code");
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await field.fill(codeFor(staff.secret, -20));
      await page.getByRole("button", { name: "Verify code" }).click();
      await expect(page.getByRole("alert").filter({ hasText: WRONG_CODE })).toBeVisible();
    }
    // The enrolment spent this step's code: the sign-in gives the next step's.
    await login.enterCode(await freshCode(staff.secret));
    await page.waitForURL("**/portal/site/ventures");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await removeStaff(page, staff);
  });

  test("with the aal1 cookies and no code, the portal is refused", async ({ page }) => {
    const staff = await createStaff(page, "admin", { twoStep: true });
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn({ email: staff.email, password: staff.password });
    await page.waitForURL(/\/login\/two-step/);
    for (const path of [
      "/portal",
      "/portal/site/ventures",
      "/portal/activity",
      "/portal/manage-users",
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(
        new RegExp(`/login/two-step\\?next=${encodeURIComponent(path)}$`),
      );
    }
    const exported = await page.request.get("/portal/activity/export", { maxRedirects: 0 });
    expect(exported.status()).toBeGreaterThanOrEqual(300);
    expect(exported.status()).not.toBe(200);
    const keepAlive = await page.request.post("/auth/session");
    expect(keepAlive.status()).toBe(401);
    await removeStaff(page, staff);
  });

  test("an admin without a factor is sent to enrol before Manage User Accounts and Activity", async ({
    page,
  }) => {
    const admin = await createStaff(page, "admin");
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(admin);
    await page.waitForURL("**/portal");
    for (const path of ["/portal/manage-users", "/portal/activity"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/portal\/account\?enrol=required&next=/);
    }
    await removeStaff(page, admin);
  });

  test("a magic link, then the code, signs in; keyboard alone on the code step", async ({
    page,
  }) => {
    const staff = await createStaff(page, "editor", { twoStep: true });
    const login = new LoginPage(page);
    await login.goto();
    await login.requestMagicLink(staff.email);
    await openMagicLink(page, await magicLinkFor(page, staff.email));
    await page.waitForURL(/\/login\/two-step/);
    const field = page.getByLabel("Authenticator code");
    while (!(await field.evaluate((element) => element === document.activeElement))) {
      await page.keyboard.press("Tab");
    }
    await page.keyboard.type(await freshCode(staff.secret));
    await page.keyboard.press("Enter");
    await page.waitForURL("**/portal");
    await removeStaff(page, staff);
  });
});
