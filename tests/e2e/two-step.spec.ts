import { randomUUID } from "node:crypto";
import { expectNoAxeViolations } from "./support/axe";
import { barState, captureSave, craftedForm, TOOL } from "./support/crafted-forms";
import {
  codeFor,
  createStaff,
  freshCode,
  expect,
  magicLinkFor,
  openMagicLink,
  randomVisitorAddress,
  removeStaff,
  test,
} from "./support/fixtures";
import { AccountPage } from "./pages/account-page";
import { LoginPage } from "./pages/login-page";
import { allKinds } from "@/lib/editor/kinds";
import { newItemPath } from "@/lib/editor/paths";

/** The dashboard, a Coming Soon page, the account tools and every content tool with its new item. */
const EVERY_PORTAL_PAGE = [
  "/portal",
  "/portal/quick-notes",
  "/portal/account",
  "/portal/activity",
  "/portal/manage-users",
  "/portal/add-user",
  ...allKinds.flatMap(({ tool, list }) =>
    list ? [tool.path, newItemPath({ list })] : [tool.path],
  ),
];

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
      // Emptied once the answer is in (React resets the form): the first answer is still shown.
      await expect(field).toHaveValue("");
      await expect(page.getByRole("alert").filter({ hasText: WRONG_CODE })).toBeVisible();
    }
    // The enrolment spent this step's code: the sign-in gives the next step's.
    await login.enterCode(await freshCode(staff.secret));
    await page.waitForURL("**/portal/site/ventures");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await removeStaff(page, staff);
  });

  test("with the aal1 cookies and no code, the portal and its actions are refused", async ({
    page,
    baseURL,
  }) => {
    const staff = await createStaff(page, "admin", { twoStep: true });
    const login = new LoginPage(page);
    await login.goto(`?next=${TOOL}`);
    await login.signIn(staff);
    await page.waitForURL(`**${TOOL}`);
    const before = await barState(page);
    const { actionId, fields, prefix } = await captureSave(page);

    await page.context().clearCookies();
    await login.goto();
    await login.signIn({ email: staff.email, password: staff.password });
    await page.waitForURL(/\/login\/two-step/);
    for (const path of EVERY_PORTAL_PAGE) {
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
    const marker = `aal1-${randomUUID()}`;
    const published = await page.request.post(TOOL, {
      headers: { "Next-Action": actionId, Origin: new URL(baseURL!).origin },
      multipart: craftedForm(fields, { intent: "publish", text: marker }, prefix),
      maxRedirects: 0,
    });
    expect(published.status()).not.toBe(200);
    expect(await published.text()).not.toContain(marker);

    await page.goto("/login/two-step");
    await page.getByRole("button", { name: "Cancel and sign out" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await login.signIn(staff);
    await page.waitForURL("**/portal");
    expect(await barState(page)).toEqual(before);
    // Neither the sign-in that never got its code nor its cancelling is in the log.
    await page.goto(`/portal/activity?person=${encodeURIComponent(staff.email)}&kind=auth`);
    await expect(page.getByRole("table").locator("tbody tr")).toHaveText([
      /signed in by password and code/,
      /signed in by password and code/,
    ]);
    await removeStaff(page, staff);
  });

  test("an admin without a factor is sent to enrol before Manage User Accounts and Activity, then on", async ({
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
      const notice = page.getByRole("alert").filter({ hasText: "asks for two-step sign-in" });
      await expect(notice).toContainText(`${path} asks for two-step sign-in first.`);
    }
    const account = new AccountPage(page);
    const secret = await account.turnOnTwoStep();
    await page.waitForURL("**/portal/activity");
    await expect(account.heading("Activity")).toBeVisible();
    await page.goto("/portal/manage-users");
    await expect(page).toHaveURL(/\/portal\/manage-users$/);

    // Signed out, the password alone no longer opens the portal: the app's code does.
    await account.signOutButton.click();
    await page.waitForURL((url) => url.pathname === "/login");
    await login.goto("?next=/portal/manage-users");
    await login.signIn({ email: admin.email, password: admin.password });
    await page.waitForURL(/\/login\/two-step/);
    await page.goto("/portal");
    await expect(page).toHaveURL(/\/login\/two-step/);
    await login.enterCode(await freshCode(secret));
    await page.waitForURL("**/portal");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await removeStaff(page, admin);
  });

  test("a code is taken once: the same code in a second sign-in within its validity is refused", async ({
    page,
    browser,
    baseURL,
  }) => {
    const staff = await createStaff(page, "editor", { twoStep: true });
    const code = await freshCode(staff.secret);
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn({ email: staff.email, password: staff.password });
    await login.enterCode(code);
    await page.waitForURL("**/portal");

    const second = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": randomVisitorAddress() },
    });
    try {
      const replay = new LoginPage(await second.newPage());
      await replay.goto();
      await replay.signIn({ email: staff.email, password: staff.password });
      await replay.enterCode(code);
      await expect(replay.page.getByRole("alert").filter({ hasText: WRONG_CODE })).toBeVisible();
      await expect(replay.page).toHaveURL(/\/login\/two-step/);
    } finally {
      await second.close();
      await removeStaff(page, staff);
    }
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
