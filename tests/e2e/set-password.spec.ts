import { expect, randomVisitorAddress, test } from "./support/fixtures";
import { LoginPage } from "./pages/login-page";

test.describe("choosing a password", () => {
  for (const kind of ["recovery", "invite"] as const) {
    test(`a made-up ${kind} step leads to the sign-in page and changes nothing`, async ({
      page,
      browser,
      baseURL,
      staffUser,
    }) => {
      const login = new LoginPage(page);
      await login.goto();
      await login.signIn(staffUser);
      await page.waitForURL((url) => url.pathname === "/portal");
      // What the page took as proof before: a cookie naming the step and the session's own user.
      await page.context().addCookies([
        {
          name: "password-step",
          value: `${kind}:${staffUser.id}`,
          domain: new URL(baseURL!).hostname,
          path: "/auth/set-password",
        },
      ]);
      const answer = await page.request.get("/auth/set-password", { maxRedirects: 0 });
      expect(answer.status()).toBe(307);
      expect(answer.headers().location).toBe("/login");
      // The sign-in page sends a signed-in visitor on to the portal: never a password form.
      await page.goto("/auth/set-password");
      await expect(page).toHaveURL(/\/(login|portal)$/);
      await expect(page.getByRole("button", { name: "Save password" })).toHaveCount(0);

      const fresh = await browser.newContext({
        baseURL,
        extraHTTPHeaders: { "X-Forwarded-For": randomVisitorAddress() },
      });
      try {
        const again = new LoginPage(await fresh.newPage());
        await again.goto();
        await again.signIn(staffUser);
        await again.page.waitForURL((url) => url.pathname === "/portal");
      } finally {
        await fresh.close();
      }
    });
  }
});
