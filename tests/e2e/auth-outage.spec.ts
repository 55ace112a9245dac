import { expect, test } from "./fixtures";
import { LoginPage } from "./pages/login-page";
import { hungStack } from "./local-stack";

const hungApp = `http://127.0.0.1:${hungStack.appPort}`;
const unavailable = "The sign-in service is unavailable. Please try again in a moment.";

/** A well-formed, unexpired session whose token can only be checked by the (hung) service. */
function sessionCookieValue(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const accessToken = [
    encode({ alg: "ES256", kid: "never-fetched", typ: "JWT" }),
    encode({ sub: "00000000-0000-4000-8000-000000000000", aud: "authenticated", exp: now + 600 }),
    "c2lnbmF0dXJl",
  ].join(".");
  return `base64-${encode({
    access_token: accessToken,
    token_type: "bearer",
    expires_in: 600,
    expires_at: now + 600,
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
});
