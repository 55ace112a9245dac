import type { Browser, Cookie, Page, Request as SentRequest } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { tabTo } from "./support/content-tools";
import {
  createStaff,
  expect,
  mailsTo,
  randomVisitorAddress,
  removeStaff,
  test,
  type StaffUser,
} from "./support/fixtures";
import { stackKeys } from "./support/local-stack";
import { LoginPage } from "./pages/login-page";

const PATH = "/portal/manage-users";
const WRONG_PASSWORD = "Invalid e-mail or password.";

/** Signs in as `user` afresh (whoever was signed in before) and opens portal `path`. */
async function signInAs(page: Page, user: StaffUser, path: string) {
  await page.context().clearCookies();
  await page.goto(`/login?next=${encodeURIComponent(path)}`);
  await new LoginPage(page).signIn(user);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

/** The account list searched for `email`, as the Activity view links to it. */
const listOf = (email: string) => `${PATH}?q=${encodeURIComponent(email)}`;

const rowOf = (page: Page, email: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: email }) });

/** Opens the Manage folder of `email`'s row; the row. */
async function manage(page: Page, email: string) {
  const row = rowOf(page, email);
  await row.locator("summary").click();
  return row;
}

/** The account as the auth service holds it, read with the stack's secret key. */
async function storedAccount(page: Page, id: string) {
  const { url, secretKey } = stackKeys();
  const response = await page.request.get(`${url}/auth/v1/admin/users/${id}`, {
    headers: { apikey: secretKey, Authorization: `Bearer ${secretKey}` },
  });
  return (await response.json()) as { app_metadata: { role?: string }; banned_until?: string };
}

/** The refresh token a browser's session cookie holds (joined when split into chunks). */
function refreshTokenOf(cookies: Cookie[]): string {
  const chunks = cookies
    .filter((cookie) => /^sb-[^.]+-auth-token(\.\d+)?$/.test(cookie.name))
    .sort((a, b) => a.name.localeCompare(b.name, "en", { numeric: true }));
  const value = chunks
    .map((cookie) => cookie.value)
    .join("")
    .replace(/^base64-/, "");
  return (JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as { refresh_token: string })
    .refresh_token;
}

/** What the auth service answers a refresh with `refreshToken`, as any client may ask. */
async function refreshOnAuthService(page: Page, refreshToken: string) {
  const { url, publishableKey } = stackKeys();
  const response = await page.request.post(`${url}/auth/v1/token?grant_type=refresh_token`, {
    headers: { apikey: publishableKey, "X-Supabase-Api-Version": "2024-01-01" },
    data: { refresh_token: refreshToken },
  });
  return { status: response.status(), code: ((await response.json()) as { code?: string }).code };
}

/** The newest password-reset link mailed to `email`. */
async function resetLinkFor(page: Page, email: string): Promise<string> {
  let text = "";
  await expect
    .poll(async () => (text = (await mailsTo(page, email)).at(-1)?.text ?? ""))
    .toMatch(/type=recovery/);
  return text.match(/https?:\/\/\S+\/auth\/confirm\?\S*type=recovery\S*/)![0];
}

/** Follows a reset `link` in `person`'s browser and sets `password`; ends in the portal. */
async function chooseNewPassword(person: Page, link: string, password: string) {
  await person.goto(link);
  await person.getByRole("button", { name: "Continue" }).click();
  await expect(
    person.getByRole("heading", { level: 1, name: "Choose a new password" }),
  ).toBeVisible();
  await person.getByLabel("New password", { exact: true }).fill(password);
  await person.getByLabel("Repeat the password").fill(password);
  await person.getByRole("button", { name: "Save password" }).click();
  await person.waitForURL((url) => url.pathname === "/portal");
}

/** Where a request for /portal with only `cookies` is sent, without following it. */
async function portalWith(browser: Browser, baseURL: string, cookies: Cookie[]) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies(cookies);
  const response = await context.request.get("/portal", { maxRedirects: 0 });
  const location = new URL(response.headers().location ?? "/", baseURL);
  const answer = { status: response.status(), location: `${location.pathname}${location.search}` };
  await context.close();
  return answer;
}

test.describe("manage user accounts", () => {
  test.describe.configure({ timeout: 180_000 });

  let admin: StaffUser;
  let editor: StaffUser;
  test.beforeEach(async ({ page }) => {
    admin = await createStaff(page, "admin", { twoStep: true });
    editor = await createStaff(page, "editor");
  });
  test.afterEach(async ({ page }) => {
    await removeStaff(page, admin);
    await removeStaff(page, editor);
  });

  test("an admin lists, searches and filters the accounts, and changes a role by keyboard", async ({
    page,
  }) => {
    const viewer = await createStaff(page, "viewer");
    try {
      await signInAs(page, admin, PATH);
      await expect(
        page.getByRole("heading", { level: 1, name: "Manage User Accounts" }),
      ).toBeVisible();
      const row = rowOf(page, editor.email);
      await expect(row.getByRole("cell")).toHaveText([
        "editor",
        "Active",
        "never",
        "off",
        /Manage/,
      ]);
      await expect(rowOf(page, admin.email).getByRole("rowheader")).toHaveText(
        `${admin.email} (you)`,
      );
      await expectNoAxeViolations(page);

      const search = page.getByRole("search", { name: "Staff accounts" });
      await search.getByLabel("E-mail contains").fill(editor.email.toUpperCase());
      await search.getByRole("button", { name: "Show" }).click();
      await expect(page).toHaveURL(
        new RegExp(`q=${encodeURIComponent(editor.email.toUpperCase())}`),
      );
      await expect(page.getByRole("rowheader")).toHaveText([editor.email]);

      await search.getByLabel("Role").selectOption("admin");
      await search.getByRole("button", { name: "Show" }).click();
      await expect(page.getByRole("main").getByText("No staff account matches.")).toBeVisible();
      await expect(page.getByRole("table")).toHaveCount(0);

      await page.goto(`${listOf(viewer.email)}&role=viewer&status=active`);
      await expect(page.getByRole("rowheader")).toHaveText([viewer.email]);
      await page.goto(`${listOf(viewer.email)}&status=deactivated`);
      await expect(page.getByRole("main").getByText("No staff account matches.")).toBeVisible();

      // Keyboard only, from the filters' last control: open Manage, choose Viewer, press Change role.
      await page.goto(listOf(editor.email));
      await search.getByRole("link", { name: "Clear" }).focus();
      const summary = row.locator("summary");
      await tabTo(page, summary);
      await page.keyboard.press("Enter");
      const roleMenu = row.getByLabel(`Role of ${editor.email}`);
      await tabTo(page, roleMenu);
      await page.keyboard.type("Viewer");
      await expect(roleMenu).toHaveValue("viewer");
      await page.keyboard.press("Tab");
      await expect(row.getByRole("button", { name: "Change role" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(row.getByRole("status")).toHaveText(
        `${editor.email} is now a viewer. Their open sessions follow within a minute.`,
      );
      await expect(row.getByRole("cell").first()).toHaveText("viewer");
      expect((await storedAccount(page, editor.id)).app_metadata.role).toBe("viewer");
      await expectNoAxeViolations(page);

      await roleMenu.selectOption("editor");
      await row.getByRole("button", { name: "Change role" }).click();
      await expect(row.getByRole("status")).toHaveText(/is now an editor/);
      await expect(row.getByRole("cell").first()).toHaveText("editor");
      expect((await storedAccount(page, editor.id)).app_metadata.role).toBe("editor");
    } finally {
      await removeStaff(page, viewer);
    }
  });

  test("deactivating an editor ends their open tab, old cookies and sign-in; after reactivating, a reset lets them in and no old refresh token works", async ({
    page,
    browser,
    baseURL,
  }) => {
    // The editor's own computer: another browser, another visitor address.
    const editorContext = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": randomVisitorAddress() },
    });
    try {
      await signInAs(page, admin, listOf(editor.email));
      const editorPage = await editorContext.newPage();
      await signInAs(editorPage, editor, "/portal");
      const editorOpenedAt = Date.now();
      const oldCookies = await editorContext.cookies();

      let row = await manage(page, editor.email);
      await row.getByRole("button", { name: "Deactivate" }).click();
      await expect(row.getByRole("status")).toHaveText(
        `${editor.email} is deactivated: every session it had is ended and it cannot sign in.`,
      );
      await expect(row.getByRole("cell").nth(1)).toHaveText("Deactivated");

      // The open tab's keep-alive asks 30 s after it opened, and the live check refuses the
      // banned account. The stack's time box would end the session too, but only at the tick
      // after it (60 s): the tab must be gone before that.
      const beforeTimeBox = editorOpenedAt + 50_000 - Date.now();
      await expect(editorPage).toHaveURL("/login?next=%2Fportal&expired=1", {
        timeout: beforeTimeBox,
      });
      expect(await portalWith(browser, baseURL!, oldCookies)).toEqual({
        status: 307,
        location: "/login?next=%2Fportal&expired=1",
      });

      const login = new LoginPage(editorPage);
      await login.goto();
      await login.signIn({ ...editor, password: "not-the-password" });
      await expect(login.alert).toHaveText(WRONG_PASSWORD);
      await login.goto();
      await login.signIn(editor);
      await expect(login.alert).toHaveText(WRONG_PASSWORD);
      await expect(editorPage).toHaveURL(/\/login/);

      // The admin's own session has outlived the stack's time box by now: they sign in afresh.
      await signInAs(page, admin, listOf(editor.email));
      row = await manage(page, editor.email);
      await row.getByRole("button", { name: "Reactivate" }).click();
      await expect(row.getByRole("status")).toHaveText(
        `${editor.email} is reactivated. Their old password no longer works: they choose a new one through "Forgot password?" on the sign-in page, or the password reset you send them here.`,
      );
      await expect(row.getByRole("cell").nth(1)).toHaveText("Active");
      expect(await portalWith(browser, baseURL!, oldCookies)).toEqual({
        status: 307,
        location: "/login?next=%2Fportal&expired=1",
      });
      // A copy of the old cookie's refresh token is refused by the auth service itself, so it
      // cannot set a password there and sign in afresh (review of 2026-11-28, finding 7).
      expect(await refreshOnAuthService(page, refreshTokenOf(oldCookies))).toMatchObject({
        status: 400,
        code: "refresh_token_not_found",
      });
      await login.goto();
      await login.signIn(editor);
      await expect(login.alert).toHaveText(WRONG_PASSWORD);

      await row.getByRole("button", { name: "Send password reset" }).click();
      await expect(row.getByRole("status")).toHaveText(
        `A password-reset e-mail is on its way to ${editor.email}.`,
      );
      const link = await resetLinkFor(page, editor.email);
      await chooseNewPassword(editorPage, link, `reactivated-${editor.password}`);
      await expect(editorPage.getByRole("heading", { level: 1 })).toBeVisible();

      // Both changes in the Activity view, the admin as their actor and the editor as target.
      await page.goto(`/portal/activity?person=${encodeURIComponent(admin.email)}&kind=account`);
      const events = page.getByRole("table").locator("tbody tr");
      await expect(events).toHaveText([
        new RegExp(`${admin.email}.*reset.*${editor.email}`),
        new RegExp(`${admin.email}.*reactivated.*${editor.email}`),
        new RegExp(`${admin.email}.*deactivated.*${editor.email}`),
      ]);
    } finally {
      await editorContext.close();
    }
  });

  test("the account forms work before the page hydrates", async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": randomVisitorAddress() },
    });
    // Without its scripts React never hydrates; the streamed page's own inline scripts still run.
    await context.route("**/_next/static/chunks/**", (route) => route.abort());
    try {
      const page = await context.newPage();
      await page.goto(`/login?next=${encodeURIComponent(listOf(editor.email))}`);
      await new LoginPage(page).signIn(admin);
      await page.waitForURL((url) => url.pathname === PATH);
      const row = await manage(page, editor.email);
      await row.getByLabel(`Role of ${editor.email}`).selectOption("viewer");
      await row.getByRole("button", { name: "Change role" }).click();
      await expect(rowOf(page, editor.email).getByRole("status")).toHaveText(
        `${editor.email} is now a viewer. Their open sessions follow within a minute.`,
      );
      await expect(rowOf(page, editor.email).getByRole("cell").first()).toHaveText("viewer");
    } finally {
      await context.close();
    }
  });

  test("a password-reset e-mail leads through the confirm page to a new password", async ({
    page,
    browser,
  }) => {
    await signInAs(page, admin, listOf(editor.email));
    const row = await manage(page, editor.email);
    await row.getByRole("button", { name: "Send password reset" }).click();
    await expect(row.getByRole("status")).toHaveText(
      `A password-reset e-mail is on its way to ${editor.email}.`,
    );
    const link = await resetLinkFor(page, editor.email);

    const context = await browser.newContext();
    try {
      const person = await context.newPage();
      await person.goto(link);
      await person.getByRole("button", { name: "Continue" }).click();
      await expect(
        person.getByRole("heading", { level: 1, name: "Choose a new password" }),
      ).toBeVisible();
      await expectNoAxeViolations(person);
      const password = `reset-${editor.password}`;
      await person.getByLabel("New password", { exact: true }).fill(password);
      await person.getByLabel("Repeat the password").fill(password);
      await person.getByRole("button", { name: "Save password" }).click();
      await person.waitForURL((url) => url.pathname === "/portal");
    } finally {
      await context.close();
    }
  });

  test("an admin cannot change their own role, deactivate or delete themselves", async ({
    page,
  }) => {
    await signInAs(page, admin, listOf(admin.email));
    const row = await manage(page, admin.email);
    await row.getByLabel(`Role of ${admin.email}`).selectOption("viewer");
    await row.getByRole("button", { name: "Change role" }).click();
    await expect(row.getByRole("alert")).toHaveText("You cannot change your own role.");
    await row.getByRole("button", { name: "Deactivate" }).click();
    await expect(row.getByRole("alert")).toHaveText("You cannot deactivate your own account.");
    await row.getByLabel(`To delete, type ${admin.email}`).fill(admin.email);
    await row.getByRole("button", { name: "Delete account" }).click();
    await expect(row.getByRole("alert")).toHaveText("You cannot delete your own account.");
    await expectNoAxeViolations(page);

    const stored = await storedAccount(page, admin.id);
    expect(stored.app_metadata.role).toBe("admin");
    expect(stored.banned_until).toBeUndefined();
  });

  test("deleting an account takes its address typed exactly", async ({ page }) => {
    await signInAs(page, admin, listOf(editor.email));
    const row = await manage(page, editor.email);
    const confirm = row.getByLabel(`To delete, type ${editor.email}`);
    await confirm.fill(editor.email.replace("staff", "Staff"));
    await row.getByRole("button", { name: "Delete account" }).click();
    await expect(row.getByRole("alert")).toHaveText(
      `Type ${editor.email} exactly to confirm deleting this account; nothing changed.`,
    );
    await confirm.fill(editor.email);
    await row.getByRole("button", { name: "Delete account" }).click();
    await expect(row.getByRole("status")).toHaveText(
      `${editor.email} is deleted. It leaves this list when the page reloads.`,
    );
    await page.reload();
    await expect(page.getByRole("main").getByText("No staff account matches.")).toBeVisible();
  });

  test("editors and viewers get a 403, and their post of the page's action changes nothing", async ({
    page,
    baseURL,
  }) => {
    const viewer = await createStaff(page, "viewer");
    try {
      await signInAs(page, admin, listOf(editor.email));
      const row = await manage(page, editor.email);
      await row.getByLabel(`Role of ${editor.email}`).selectOption("admin");
      let captured: SentRequest | null = null;
      await page.route(`**${PATH}*`, async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        captured = route.request();
        await route.abort();
      });
      await row.getByRole("button", { name: "Change role" }).click();
      await expect.poll(() => captured).not.toBeNull();
      await page.unroute(`**${PATH}*`);
      const request = captured! as SentRequest;
      const body = request.postDataBuffer() ?? Buffer.alloc(0);
      const headers = {
        "Next-Action": request.headers()["next-action"] ?? "",
        "Content-Type": request.headers()["content-type"] ?? "",
        Origin: new URL(baseURL!).origin,
      };
      expect(headers["Next-Action"]).not.toBe("");

      for (const user of [editor, viewer]) {
        await signInAs(page, user, "/portal");
        await page.goto(PATH);
        await expect(
          page.getByRole("heading", { level: 1, name: "Not for your role" }),
        ).toBeVisible();
        const response = await page.request.post(PATH, { headers, data: body });
        expect(response.status()).toBe(403);
        expect((await storedAccount(page, editor.id)).app_metadata.role).toBe("editor");
      }
    } finally {
      await removeStaff(page, viewer);
    }
  });
});
