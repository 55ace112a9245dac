import { expect, test } from "./support/fixtures";
import { LoginPage } from "./pages/login-page";
import { hungStack } from "./support/local-stack";

const hungApp = `http://127.0.0.1:${hungStack.appPort}`;
const unavailable = "The sign-in service is unavailable. Please try again in a moment.";

/**
 * A well-formed session whose token can only be checked by the (hung) service: unexpired by
 * default, or expired `expiresIn` seconds ago when negative, so that it must be refreshed.
 */
function sessionCookieValue(expiresIn = 600): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const accessToken = [
    encode({ alg: "ES256", kid: "never-fetched", typ: "JWT" }),
    encode({
      sub: "00000000-0000-4000-8000-000000000000",
      aud: "authenticated",
      exp: now + expiresIn,
    }),
    "c2lnbmF0dXJl",
  ].join(".");
  return `base64-${encode({
    access_token: accessToken,
    token_type: "bearer",
    expires_in: 600,
    expires_at: now + expiresIn,
    refresh_token: "refresh",
    user: { id: "00000000-0000-4000-8000-000000000000" },
  })}`;
}

test.describe("an auth service that never answers", () => {
  test("password sign-in says sign-in is unavailable within the time limit", async ({ page }) => {
    await page.goto(`${hungApp}/login`);
    const startedAt = Date.now();
    await new LoginPage(page).signIn({ email: "staff@example.com", password: "some-password" });
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(unavailable, {
      timeout: 15_000,
    });
    expect(Date.now() - startedAt).toBeLessThan(15_000);
  });

  test("a magic-link request answers at its usual time, as for any address", async ({ page }) => {
    const login = new LoginPage(page);
    await page.goto(`${hungApp}/login`);
    await login.email.fill("staff@example.com");
    const startedAt = Date.now();
    await login.magicLinkButton.click();
    await expect(login.status).toHaveText(
      "If this address belongs to a staff account, a link is on its way.",
    );
    expect(Date.now() - startedAt).toBeLessThan(hungStack.timeoutMs + 3000);
  });

  test("the proxy treats a session it cannot check as signed out and says why", async ({
    page,
  }) => {
    await page
      .context()
      .addCookies([{ name: "sb-127-auth-token", value: sessionCookieValue(), url: hungApp }]);
    await page.goto(`${hungApp}/portal`, { timeout: 20_000 });
    await expect(page).toHaveURL(`${hungApp}/login?next=%2Fportal&error=unavailable`);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(unavailable);
  });

  test("a refresh the service never answers ends at the time limit and keeps the session", async ({
    page,
  }) => {
    const value = sessionCookieValue(-60);
    await page.context().addCookies([{ name: "sb-127-auth-token", value, url: hungApp }]);
    const startedAt = Date.now();
    await page.goto(`${hungApp}/portal`);
    await expect(page).toHaveURL(`${hungApp}/login?next=%2Fportal&error=unavailable`);
    // auth-js alone retries a refresh that timed out for half a minute.
    expect(Date.now() - startedAt).toBeLessThan(hungStack.timeoutMs + 5000);
    const cookies = await page.context().cookies(hungApp);
    expect(cookies.find(({ name }) => name === "sb-127-auth-token")?.value).toBe(value);
  });

  test("the open portal's keep-alive hears 'try again', not 'signed out'", async ({ page }) => {
    const value = sessionCookieValue(-60);
    await page.context().addCookies([{ name: "sb-127-auth-token", value, url: hungApp }]);
    const response = await page.request.post(`${hungApp}/auth/session`);
    expect(response.status()).toBe(503);
  });

  test("signing out ends this device's session within the time limit", async ({ page }) => {
    const value = sessionCookieValue(-60);
    await page.context().addCookies([{ name: "sb-127-auth-token", value, url: hungApp }]);
    const startedAt = Date.now();
    const response = await page.request.post(`${hungApp}/auth/sign-out`, { maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers()["location"]).toBe("/login");
    // The proxy's refresh and the sign-out's revocation each give up at the limit.
    expect(Date.now() - startedAt).toBeLessThan(2 * hungStack.timeoutMs + 3000);
    const cookies = await page.context().cookies(hungApp);
    expect(cookies.find(({ name }) => name === "sb-127-auth-token")).toBeUndefined();
  });
});
