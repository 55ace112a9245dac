import { randomUUID } from "node:crypto";
import type { Browser, BrowserContext, Cookie, Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import {
  createStaff,
  expect,
  freshCode,
  mailsTo,
  randomVisitorAddress,
  removeStaff,
  test,
  type StaffUser,
} from "./support/fixtures";
import { e2eStack } from "./support/local-stack";
import { LoginPage } from "./pages/login-page";

const FORGOT_PATH = "/login/forgot";
const SENT =
  "If this address belongs to a staff account, a link to choose a new password is on its way.";
const WRONG_PASSWORD = "Invalid e-mail or password.";
const EXPIRED_LOGIN = "/login?next=%2Fportal&expired=1";

/** Another browser: its own cookies and its own visitor address. */
function otherBrowser(browser: Browser, baseURL: string | undefined, javaScriptEnabled = true) {
  return browser.newContext({
    baseURL,
    javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": randomVisitorAddress() },
  });
}

/** Presses Tab until `target` has the focus, from wherever the focus is. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 30; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/** The reset link of the newest mail to `email`, waiting for it to arrive. */
async function resetLinkFor(page: Page, email: string): Promise<string> {
  let text = "";
  await expect
    .poll(async () => (text = (await mailsTo(page, email)).at(-1)?.text ?? ""), {
      timeout: 10_000,
    })
    .not.toBe("");
  const link = /https?:\/\/\S+\/auth\/confirm\?\S*type=recovery\S*/.exec(text)?.[0];
  expect(link, text).toBeDefined();
  return link!;
}

/** Where a request for /portal with only `cookies` is sent, without following it. */
async function portalWith(browser: Browser, baseURL: string | undefined, cookies: Cookie[]) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies(cookies);
  const response = await context.request.get("/portal", { maxRedirects: 0 });
  const location = new URL(response.headers().location ?? "/", baseURL);
  await context.close();
  return { status: response.status(), location: `${location.pathname}${location.search}` };
}

/** Signs `user` in on a fresh page of `context`; the page, showing the portal. */
async function signedIn(context: BrowserContext, user: StaffUser): Promise<Page> {
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(user);
  await page.waitForURL((url) => url.pathname === "/portal");
  return page;
}

test.describe("forgot password", () => {
  test("a reset by keyboard alone ends the sessions from before and replaces the password", async ({
    page,
    browser,
    baseURL,
  }) => {
    const person = await createStaff(page, "editor");
    // The person's other computer, signed in before the reset.
    const laptop = await otherBrowser(browser, baseURL);
    try {
      await page.goto("/login");
      await page.getByLabel("E-mail").focus();
      await page.keyboard.press("Tab");
      await expect(page.getByLabel("Password")).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Forgot password?" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(FORGOT_PATH);
      await expect(page.getByRole("heading", { level: 1, name: "Forgot password" })).toBeVisible();
      await expectNoAxeViolations(page);

      // Signed in on the laptop before the reset, as late as the link's short life
      // allows: the stack's time box (40 s) must not end that session before the reset does.
      const laptopSignedInAt = Date.now();
      const laptopPage = await signedIn(laptop, person);
      const oldCookies = await laptop.cookies();

      await tabTo(page, page.getByLabel("E-mail"));
      await page.keyboard.type(person.email);
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: "Send reset link" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("main").getByRole("status")).toHaveText(SENT);
      await expectNoAxeViolations(page);

      await page.goto(await resetLinkFor(page, person.email));
      await tabTo(page, page.getByRole("button", { name: "Continue" }));
      await page.keyboard.press("Enter");
      await expect(
        page.getByRole("heading", { level: 1, name: "Choose a new password" }),
      ).toBeVisible();
      const password = `new-${randomUUID()}`;
      await tabTo(page, page.getByLabel("New password", { exact: true }));
      await page.keyboard.type(password);
      await page.keyboard.press("Tab");
      await page.keyboard.type(password);
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: "Save password" })).toBeFocused();
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => url.pathname === "/portal");
      await expect(page.getByText(person.email)).toBeVisible();

      // The laptop's next request that refreshes its session or checks it live (the token's
      // second half, the check interval) is refused. The stack's time box would end the session
      // too: this must happen before it.
      const beforeTimeBox = laptopSignedInAt + e2eStack.sessionTimeboxSeconds * 1000 - Date.now();
      expect(beforeTimeBox, "time left in the laptop session's time box").toBeGreaterThan(15_000);
      await expect
        .poll(
          async () => {
            await laptopPage.goto("/portal");
            const { pathname, search } = new URL(laptopPage.url());
            return `${pathname}${search}`;
          },
          { timeout: beforeTimeBox - 3_000, intervals: [1_000] },
        )
        // Its open tab's own session check may have been refused first, taking the cookies along.
        .toMatch(/^\/login\?next=%2Fportal(&expired=1)?$/);
      expect(await portalWith(browser, baseURL, oldCookies)).toEqual({
        status: 307,
        location: EXPIRED_LOGIN,
      });

      const login = new LoginPage(laptopPage);
      await login.goto();
      await login.signIn(person);
      await expect(login.alert).toHaveText(WRONG_PASSWORD);
      await login.goto();
      await login.signIn({ ...person, password });
      await laptopPage.waitForURL((url) => url.pathname === "/portal");
    } finally {
      await laptop.close();
      await removeStaff(page, person);
    }
  });

  test("a reset for an account with two-step asks the code, then the new password, and ends every other session", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const person = await createStaff(page, "editor", { twoStep: true });
    // Another computer of the person's (or an intruder's), signed in with the code before.
    const laptop = await otherBrowser(browser, baseURL);
    try {
      // Both codes before any session starts: waiting for a step inside the stack's short
      // session time box would let it end the laptop's session on its own.
      const laptopCode = await freshCode(person.secret);
      const resetCode = await freshCode(person.secret);
      const laptopSignedInAt = Date.now();
      const laptopPage = await laptop.newPage();
      const laptopLogin = new LoginPage(laptopPage);
      await laptopLogin.goto();
      await laptopLogin.signIn({ email: person.email, password: person.password });
      await laptopLogin.enterCode(laptopCode);
      await laptopPage.waitForURL((url) => url.pathname === "/portal");

      await page.goto(FORGOT_PATH);
      await page.getByLabel("E-mail").fill(person.email);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByRole("main").getByRole("status")).toHaveText(SENT);
      await page.goto(await resetLinkFor(page, person.email));
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page).toHaveURL(/\/login\/two-step\?next=%2Fauth%2Fset-password$/);
      await new LoginPage(page).enterCode(resetCode);
      await expect(page).toHaveURL(/\/auth\/set-password$/);
      await expect(
        page.getByRole("heading", { level: 1, name: "Choose a new password" }),
      ).toBeVisible();
      const password = `new-${randomUUID()}`;
      await page.getByLabel("New password", { exact: true }).fill(password);
      await page.getByLabel("Repeat the password").fill(password);
      await page.getByRole("button", { name: "Save password" }).click();
      await page.waitForURL((url) => url.pathname === "/portal");

      const beforeTimeBox = laptopSignedInAt + e2eStack.sessionTimeboxSeconds * 1000 - Date.now();
      expect(beforeTimeBox, "time left in the laptop session's time box").toBeGreaterThan(10_000);
      await expect
        .poll(
          async () => {
            await laptopPage.goto("/portal");
            const { pathname, search } = new URL(laptopPage.url());
            return `${pathname}${search}`;
          },
          { timeout: beforeTimeBox - 3_000, intervals: [1_000] },
        )
        .toMatch(/^\/login\?next=%2Fportal(&expired=1)?$/);

      await laptopLogin.goto();
      await laptopLogin.signIn({ email: person.email, password: person.password });
      await expect(laptopLogin.alert).toHaveText(WRONG_PASSWORD);
      await laptopLogin.goto();
      await laptopLogin.signIn({ ...person, password });
      await laptopPage.waitForURL((url) => url.pathname === "/portal");
    } finally {
      await laptop.close();
      await removeStaff(page, person);
    }
  });

  test("an unknown address reads the same and gets no mail, also before the page hydrates", async ({
    page,
    browser,
    baseURL,
  }) => {
    const unknown = `nobody-${randomUUID()}@example.com`;
    const person = await createStaff(page, "viewer");
    const withoutScripts = await otherBrowser(browser, baseURL, false);
    try {
      const plain = await withoutScripts.newPage();
      await plain.goto(FORGOT_PATH);
      await plain.getByLabel("E-mail").fill(unknown);
      await plain.getByRole("button", { name: "Send reset link" }).click();
      await expect(plain.getByRole("main").getByRole("status")).toHaveText(SENT);

      await page.goto(FORGOT_PATH);
      await page.getByLabel("E-mail").fill(person.email);
      await page.getByRole("button", { name: "Send reset link" }).click();
      // Only the hydrated form shows its pending state: the page's scripts ran under its CSP.
      await expect(page.getByRole("button", { name: "Sending link..." })).toBeDisabled();
      await expect(page.getByRole("main").getByRole("status")).toHaveText(SENT);
      // The staff member's mail, asked for after the unknown address, has arrived: none went there.
      await resetLinkFor(page, person.email);
      expect(await mailsTo(page, unknown)).toEqual([]);

      // The browser's own check lets this through; the server's asks for a dot in the domain.
      await page.getByLabel("E-mail").fill("someone@localhost");
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(
        "Enter a valid e-mail address.",
      );
    } finally {
      await withoutScripts.close();
      await removeStaff(page, person);
    }
  });
});
