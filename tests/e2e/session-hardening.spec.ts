import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import {
  createStaff,
  expect,
  magicLinkFor,
  openMagicLink,
  randomVisitorAddress,
  test,
} from "./support/fixtures";
import { LoginPage } from "./pages/login-page";
import { e2eStack, stackKeys } from "./support/local-stack";

const invalid = "Invalid e-mail or password.";
const actionResponse = (page: Page) =>
  page.waitForResponse((response) => !!response.request().headers()["next-action"]);

test.describe("staff only", () => {
  test("a user of the project who is not marked staff cannot sign in", async ({ page }) => {
    const { url, secretKey } = stackKeys();
    const user = { email: `unmarked-${Date.now()}@example.com`, password: "unmarked-pass-1" };
    const created = await page.request.post(`${url}/auth/v1/admin/users`, {
      headers: { apikey: secretKey, Authorization: `Bearer ${secretKey}` },
      data: { ...user, email_confirm: true },
    });
    expect(created.ok()).toBe(true);

    await page.goto("/login");
    await new LoginPage(page).signIn(user);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(invalid, {
      timeout: 15_000,
    });
    await page.goto("/portal");
    await expect(page).toHaveURL("/login?next=%2Fportal");
  });

  test("the demo staff account is marked staff and signs in", async ({ page }) => {
    const demo = JSON.parse(
      readFileSync(path.join(e2eStack.dataDir, "demo-staff.json"), "utf8"),
    ) as { email: string; password: string };
    await page.goto("/login");
    await new LoginPage(page).signIn(demo);
    await page.waitForURL("**/portal");
  });
});

test.describe("sign-out", () => {
  test("revokes the session: the old cookies replayed at once are refused", async ({
    signedInPage: page,
    browser,
  }) => {
    const stolen = await page.context().cookies();
    const signOut = page.waitForResponse((response) => response.url().endsWith("/auth/sign-out"));
    await page.getByRole("button", { name: "Sign Out" }).click();
    expect((await (await signOut).allHeaders())["clear-site-data"]).toBe('"cookies", "storage"');
    await expect(page).toHaveURL("/login");

    const replay = await browser.newContext();
    await replay.addCookies(stolen);
    const other = await replay.newPage();
    await other.goto("/portal");
    await expect(other).toHaveURL(/\/login\?next=%2Fportal/);
    await replay.close();
  });

  test("session cookies last as long as the inactivity limit, not 400 days", async ({
    signedInPage: page,
  }) => {
    const eightHours = 8 * 60 * 60;
    const session = (await page.context().cookies()).filter(({ name }) =>
      /sb-.+-auth-token/.test(name),
    );
    expect(session.length).toBeGreaterThan(0);
    for (const cookie of session) {
      expect(cookie.expires).toBeLessThanOrEqual(Date.now() / 1000 + eightHours + 60);
    }
  });

  test("behind https at any hop, the cookies are Secure and __Host- prefixed", async ({
    page,
    staffUser,
  }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-Proto": "http, https" });
    await page.goto("/login");
    const response = actionResponse(page);
    await new LoginPage(page).signIn(staffUser);
    const cookies = (await (await response).headersArray())
      .filter(({ name }) => name.toLowerCase() === "set-cookie")
      .map(({ value }) => value);
    const session = cookies.filter((value) => value.includes("-auth-token"));
    expect(session.length).toBeGreaterThan(0);
    for (const value of session) {
      expect(value).toMatch(/^__Host-sb-/);
      expect(value).toMatch(/; Secure/i);
    }
  });
});

test.describe("one visitor cannot lock out the others", () => {
  test("a flood of wrong passwords from one address is refused; staff elsewhere sign in", async ({
    browser,
    staffUser,
  }) => {
    const flooder = await browser.newContext({
      extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.66" },
    });
    const page = await flooder.newPage();
    await page.goto("/login");
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answered = actionResponse(page);
      await new LoginPage(page).signIn({ email: staffUser.email, password: `wrong-${attempt}` });
      await answered;
    }
    await new LoginPage(page).signIn(staffUser);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "Too many attempts. Please try again later.",
    );
    await flooder.close();

    const colleague = await browser.newContext({
      extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.77" },
    });
    const other = await colleague.newPage();
    await other.goto("/login");
    await new LoginPage(other).signIn(staffUser);
    await other.waitForURL("**/portal");
    await colleague.close();
  });
});

test.describe("magic links", () => {
  test("a mail scanner's GETs spend nothing; the recipient's press of Sign in does", async ({
    page,
    staffUser,
  }) => {
    await page.goto("/login");
    await new LoginPage(page).requestMagicLink(staffUser.email);
    const link = await magicLinkFor(page, staffUser.email);

    for (let scan = 0; scan < 2; scan += 1) {
      const scanned = await page.request.get(link, { maxRedirects: 0 });
      expect(scanned.status()).toBe(200);
      expect(await scanned.text()).toContain("Finish signing in");
    }
    await openMagicLink(page, link);
    await page.waitForURL("**/portal");
  });

  test("the answer takes as long for a staff address as for an unknown one (medians)", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] ?? 0;
    const timeRequest = async (email: string) => {
      // A visitor of its own each time: one address may cause one e-mail a minute.
      await page.setExtraHTTPHeaders({ "X-Forwarded-For": randomVisitorAddress() });
      const login = new LoginPage(page);
      await login.goto();
      await login.email.fill(email);
      const answered = actionResponse(page);
      const startedAt = Date.now();
      await login.magicLinkButton.click();
      await answered;
      return Date.now() - startedAt;
    };
    const staff: number[] = [];
    const unknown: number[] = [];
    for (let sample = 0; sample < 5; sample += 1) {
      staff.push(await timeRequest((await createStaff(page)).email));
      unknown.push(await timeRequest(`nobody-${sample}-${Date.now()}@example.com`));
    }
    const samples = JSON.stringify({ staff, unknown });
    expect(median(staff), samples).toBeGreaterThanOrEqual(1000);
    expect(median(unknown), samples).toBeGreaterThanOrEqual(1000);
    // Without the fixed minimum the gap is the mail's own time; with it, only this machine's noise.
    expect(Math.abs(median(staff) - median(unknown)), samples).toBeLessThan(300);
  });
});
