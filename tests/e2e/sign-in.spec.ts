import type { Page } from "@playwright/test";
import {
  createStaff,
  expect,
  magicLinkFor,
  mailsTo,
  openMagicLink,
  randomVisitorAddress,
  test,
} from "./support/fixtures";
import { LoginPage } from "./pages/login-page";
import { stackKeys } from "./support/local-stack";

test.describe("password sign-in", () => {
  test("a signed-out visitor is sent to the login page and comes back to where they were going", async ({
    page,
    staffUser,
  }) => {
    await page.goto("/portal/finances?view=month");
    await expect(page).toHaveURL("/login?next=%2Fportal%2Ffinances%3Fview%3Dmonth");
    await expect(page.getByRole("heading", { name: "System Access" })).toBeVisible();
    await expect(page.getByText("Your session has expired")).toHaveCount(0);
    // The message is the hydrated form's; pressed any sooner, the form posts without scripts.
    await expect(page.locator('input[name="enhanced"]')).toHaveValue("1");

    // Shown from the end of the fixed answer time until the portal arrives, a fraction of a
    // second: watched for in the page on every frame, where Playwright's own retries (up to
    // half a second apart) can step over it.
    const shown = page.waitForFunction(
      () =>
        [...document.querySelectorAll('[role="status"]')].some(
          (status) => status.textContent === "Login successful! Redirecting...",
        ),
      undefined,
      { polling: "raf" },
    );
    await new LoginPage(page).signIn(staffUser);
    await shown;
    await expect(page).toHaveURL("/portal/finances?view=month");
    await expect(page.getByText(staffUser.email)).toBeVisible();
  });

  test("the login page replaces itself in the history", async ({ page, staffUser }) => {
    await page.goto("/about");
    await page.goto("/login");
    await new LoginPage(page).signIn(staffUser);
    await expect(page).toHaveURL("/portal");
    await page.goBack();
    await expect(page).toHaveURL("/about");
  });

  test("works before the page hydrates, as a plain form post", async ({ browser, staffUser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/login?next=%2Fportal%2Fvault");
    await new LoginPage(page).signIn(staffUser);
    await expect(page).toHaveURL("/portal/vault");
    await context.close();
  });

  test("wrong password, unknown, unconfirmed and banned accounts all read the same", async ({
    page,
    staffUser,
  }) => {
    const { url, secretKey } = stackKeys();
    const admin = { apikey: secretKey, Authorization: `Bearer ${secretKey}` };
    const unconfirmed = { email: `new-${Date.now()}@example.com`, password: "pending-pass-1" };
    await page.request.post(`${url}/auth/v1/admin/users`, { headers: admin, data: unconfirmed });
    const banned = await createStaff(page);
    await page.request.put(`${url}/auth/v1/admin/users/${banned.id}`, {
      headers: admin,
      data: { ban_duration: "24h" },
    });

    const login = new LoginPage(page);
    await login.goto();
    for (const attempt of [
      { email: staffUser.email, password: "not-the-password" },
      { email: "nobody-here@example.com", password: "whatever-pass" },
      unconfirmed,
      banned,
    ]) {
      await login.signIn(attempt);
      await expect(login.alert).toHaveText("Invalid e-mail or password.");
      await expect(login.signInButton).toBeEnabled();
    }
    await expect(page).toHaveURL("/login");
  });

  test("session cookies are HttpOnly and SameSite=Lax, and private pages are never cached", async ({
    signedInPage: page,
  }) => {
    const cookies = await page.context().cookies();
    const session = cookies.filter(({ name }) => /^sb-.+-auth-token/.test(name));
    expect(session.length).toBeGreaterThan(0);
    for (const cookie of session) {
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe("Lax");
    }
    const response = await page.request.get("/portal");
    expect(response.headers()["cache-control"]).toContain("no-store");
  });

  test("a signed-in visitor to /login goes on to the portal", async ({ signedInPage: page }) => {
    await page.goto("/login");
    await expect(page).toHaveURL("/portal");
  });

  test("the top bar offers Dashboard to a signed-in visitor and Login after sign-out", async ({
    signedInPage: page,
  }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/portal");
    await page.goto("/portal");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/login");
    await page.goto("/about");
    await expect(nav.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
  });
});

test.describe("hostile next values", () => {
  const hostile = [
    "https://evil.example/portal",
    "//evil.example",
    "/\\evil.example",
    "/%2F%2Fevil.example",
    "/%5Cevil.example",
    "javascript:alert(document.domain)",
    "/portal%0d%0aSet-Cookie:x=1",
    "/portal/../../evil",
    "%2F%2Fevil.example",
  ];

  test("all end on /portal, from the form and from the proxy", async ({ page, staffUser }) => {
    await page.goto(`/login?next=${encodeURIComponent(hostile[0] ?? "")}`);
    await new LoginPage(page).signIn(staffUser);
    await expect(page).toHaveURL("/portal");

    for (const next of hostile) {
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await expect(page).toHaveURL("/portal");
    }
  });
});

test.describe("magic link", () => {
  const neutral = "If this address belongs to a staff account, a link is on its way.";

  async function requestLink(page: Page, email: string) {
    const login = new LoginPage(page);
    await login.goto();
    await login.requestMagicLink(email);
    await expect(login.status).toHaveText(neutral);
  }

  test("the link in the e-mail signs in, in the same browser", async ({ page, staffUser }) => {
    await requestLink(page, staffUser.email);
    const mail = (await mailsTo(page, staffUser.email)).at(-1);
    expect(mail?.subject).toBeTruthy();
    await openMagicLink(page, await magicLinkFor(page, staffUser.email));
    await expect(page).toHaveURL("/portal");
    await expect(page.getByText(staffUser.email)).toBeVisible();
  });

  test("the link works in a browser that did not ask for it", async ({
    page,
    browser,
    staffUser,
  }) => {
    await requestLink(page, staffUser.email);
    const link = await magicLinkFor(page, staffUser.email);
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await openMagicLink(other, link);
    await expect(other).toHaveURL("/portal");
    await expect(other.getByText(staffUser.email)).toBeVisible();
    await elsewhere.close();
  });

  test("an unknown address and a repeat get the same answer, and no mail", async ({
    page,
    staffUser,
  }) => {
    const stranger = `stranger-${Date.now()}@example.com`;
    // Each from a visitor of its own: one address may cause one e-mail a minute.
    for (const email of [stranger, staffUser.email, staffUser.email]) {
      await page.setExtraHTTPHeaders({ "X-Forwarded-For": randomVisitorAddress() });
      await requestLink(page, email);
    }
    expect(await mailsTo(page, stranger)).toHaveLength(0);
    expect(await mailsTo(page, staffUser.email)).toHaveLength(1);
  });

  test("a used link says so and offers a new one", async ({ page, browser, staffUser }) => {
    await requestLink(page, staffUser.email);
    const link = await magicLinkFor(page, staffUser.email);
    await openMagicLink(page, link);
    await expect(page).toHaveURL("/portal");

    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await openMagicLink(other, link);
    await expect(other).toHaveURL("/login?error=link_invalid");
    await expect(other.getByRole("main").getByRole("alert")).toHaveText(
      "That sign-in link has expired or was already used. Request a new one below.",
    );
    await expect(new LoginPage(other).magicLinkButton).toBeVisible();
    await elsewhere.close();
  });

  test("an expired link says so", async ({ page, staffUser }) => {
    await requestLink(page, staffUser.email);
    const link = await magicLinkFor(page, staffUser.email);
    // The end-to-end stack's links last a few seconds (tests/e2e/support/local-stack.ts).
    await page.waitForTimeout(13_000);
    await openMagicLink(page, link);
    await expect(page).toHaveURL("/login?error=link_invalid");
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "expired or was already used",
    );
  });

  test("malformed landing requests end on the login page, never an error page", async ({
    page,
  }) => {
    for (const query of ["", "?token_hash=x", "?token_hash=%00&type=email", "?type=signup"]) {
      const response = await page.goto(`/auth/confirm${query}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL("/login?error=link_invalid");
    }
  });
});
