import {
  createStaff,
  expect,
  magicLinkFor,
  openMagicLink,
  randomVisitorAddress,
  removeStaff,
  test,
} from "./fixtures";
import { LoginPage } from "./pages/login-page";

const OFFICE_SIZE = 25;
const INVALID = "Invalid e-mail or password.";
const TOO_MANY = "Too many attempts. Please try again later.";

// A company's staff share one office address (one NAT, one IPv6 /64): a limit is for wrong
// passwords and unknown links from it, never for its people signing in at nine in the morning.
test("25 staff sign in from one address within five minutes, by password and by magic link; its 11th wrong password is refused, another address's is not", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const startedAt = Date.now();
  const office = [];
  for (let index = 0; index < OFFICE_SIZE; index += 1) office.push(await createStaff(page));
  const login = new LoginPage(page);
  try {
    for (const person of office) {
      await page.context().clearCookies();
      await login.goto();
      await login.signIn(person);
      await page.waitForURL("**/portal");

      await page.context().clearCookies();
      await login.goto();
      await login.requestMagicLink(person.email);
      await expect(login.status).toContainText("a link is on its way");
      await openMagicLink(page, await magicLinkFor(page, person.email));
      await page.waitForURL("**/portal");
      await expect(page.getByText(person.email).first()).toBeVisible();
    }
    expect(Date.now() - startedAt).toBeLessThan(5 * 60_000);

    await page.context().clearCookies();
    await login.goto();
    const [someone] = office;
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      await login.email.fill(someone!.email);
      await login.password.fill(`wrong-${attempt}`);
      const answered = page.waitForResponse((response) => response.request().method() === "POST");
      await login.signInButton.click();
      await answered;
      await expect(login.alert).toHaveText(attempt <= 10 ? INVALID : TOO_MANY);
    }

    const elsewhere = await browser.newContext({
      extraHTTPHeaders: { "X-Forwarded-For": randomVisitorAddress() },
    });
    const other = new LoginPage(await elsewhere.newPage());
    await other.goto();
    await other.email.fill(someone!.email);
    await other.password.fill("wrong-elsewhere");
    await other.signInButton.click();
    await expect(other.alert).toHaveText(INVALID);
    await other.signIn(someone!);
    await other.page.waitForURL("**/portal");
    await elsewhere.close();
  } finally {
    for (const person of office) await removeStaff(page, person);
  }
});
