import { expect, revokeSessions, test } from "./support/fixtures";
import { LoginPage } from "./pages/login-page";
import { e2eStack } from "./support/local-stack";

/**
 * A revoked session's access token stays valid until it expires (supabase-js keeps it through a
 * failed refresh), so waiting it out is what makes the revocation show.
 */
const untilTokenExpires = (e2eStack.jwtExpirySeconds + 1) * 1000;
const expiredNotice = "Your session has expired. Please sign in again.";

test.describe("sessions", () => {
  test("a session revoked on the server ends with expired=1 once its token expires", async ({
    signedInPage: page,
    staffUser,
  }) => {
    await revokeSessions(page, staffUser);
    await page.waitForTimeout(untilTokenExpires);
    await page.goto("/portal/vault");
    await expect(page).toHaveURL("/login?next=%2Fportal%2Fvault&expired=1");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(expiredNotice);
  });

  test("a portal left open past the session's time limit goes to sign-in with expired=1", async ({
    signedInPage: page,
  }) => {
    test.setTimeout(150_000);
    // The open page's keep-alive notices once the session can no longer be refreshed.
    const limit = e2eStack.sessionTimeboxSeconds + e2eStack.jwtExpirySeconds + 35;
    await expect(page).toHaveURL("/login?next=%2Fportal&expired=1", { timeout: limit * 1000 });
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(expiredNotice);
  });

  test("twenty parallel requests with an expired access token leave the user signed in", async ({
    signedInPage: page,
    staffUser,
  }) => {
    await page.waitForTimeout(untilTokenExpires);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        page.request.get(index % 2 ? "/portal" : "/portal/vault", { maxRedirects: 0 }),
      ),
    );
    for (const response of responses) expect(response.status()).toBe(200);

    await page.goto("/portal");
    await expect(page).toHaveURL("/portal");
    await expect(page.getByText(staffUser.email)).toBeVisible();
  });

  test("the session survives a burst of portal views once the used tokens' grace has passed", async ({
    signedInPage: page,
    staffUser,
  }) => {
    // Leave the portal, so no keep-alive stores a fresh session while this test waits.
    await page.goto("about:blank");
    // Every view refreshes (the token is inside the clients' margin) from the same cookies.
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        page.request.get(index % 2 ? "/portal" : "/portal/vault", { maxRedirects: 0 }),
      ),
    );
    for (const response of responses) expect(response.status()).toBe(200);
    // Past the reuse interval, only the refresh token the browser kept last may still be used.
    await page.waitForTimeout((e2eStack.refreshReuseSeconds + 1) * 1000);

    await page.goto("/portal");
    await expect(page).toHaveURL("/portal");
    await expect(page.getByText(staffUser.email)).toBeVisible();
  });

  test("an open portal keeps its session alive", async ({ signedInPage: page, staffUser }) => {
    const refreshed = page.waitForResponse(
      (response) => response.url().endsWith("/auth/session") && response.status() === 200,
      { timeout: 60_000 },
    );
    await refreshed;
    await page.reload();
    await expect(page).toHaveURL("/portal");
    await expect(page.getByText(staffUser.email)).toBeVisible();
  });

  for (const [label, value] of [
    ["tampered", "base64-eyJhY2Nlc3NfdG9rZW4iOiJub3QuYS5qd3QifQ"],
    ["truncated", "base64-eyJhY2Nlc3NfdG9rZW4iOiJleUpo"],
    ["garbage", "%%%not-base64%%%"],
  ] as const) {
    test(`a ${label} session cookie counts as signed out, never as an error`, async ({
      signedInPage: page,
    }) => {
      // Leave the portal first: its keep-alive could otherwise write fresh cookies over ours.
      await page.goto("about:blank");
      const context = page.context();
      const session = (await context.cookies()).filter(({ name }) =>
        /^sb-.+-auth-token/.test(name),
      );
      await context.clearCookies();
      await context.addCookies(session.map((cookie) => ({ ...cookie, value })));

      const response = await page.goto("/portal");
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(/\/login\?next=%2Fportal/);
    });
  }

  test("signing out in one tab signs out the others", async ({ signedInPage: page }) => {
    const other = await page.context().newPage();
    await other.goto("/portal/vault");
    await expect(other.getByRole("heading", { level: 1 })).toBeVisible();

    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/login");
    await expect(other).toHaveURL(/\/login/);
  });

  test("the sign-in and portal pages carry a nonce-based policy and still run", async ({
    page,
  }) => {
    const response = await page.goto("/login");
    const csp = response?.headers()["content-security-policy"] ?? "";
    const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src"));
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    const login = new LoginPage(page);
    await login.email.fill("someone@example.com");
    await login.password.fill("x");
    await expect(login.signInButton).toBeEnabled();
  });
});
