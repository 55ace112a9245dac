import type { Browser } from "@playwright/test";
import {
  createStaff,
  expect,
  magicLinkFor,
  openMagicLink,
  randomVisitorAddress,
  removeStaff,
  test,
  type StaffUser,
} from "./support/fixtures";
import { LoginPage } from "./pages/login-page";

const OFFICE_SIZE = 25;
/** Desks signing in at the same time, each one person after another. */
const DESKS = 5;
const INVALID = "Invalid e-mail or password.";
const TOO_MANY = "Too many attempts. Please try again later.";

/** A browser of its own at `address`, as a desk in an office behind one NAT. */
async function desk(browser: Browser, baseURL: string, address: string) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": address },
  });
  return { context, login: new LoginPage(await context.newPage()) };
}

/** `person` signs in with their password, then again with a magic link. */
async function signInTwice(login: LoginPage, person: StaffUser): Promise<void> {
  const { page } = login;
  await page.context().clearCookies();
  await login.goto();
  await login.signIn(person);
  await page.waitForURL("**/portal", { waitUntil: "commit" });

  await page.context().clearCookies();
  await login.goto();
  await login.requestMagicLink(person.email);
  await expect(login.status).toContainText("a link is on its way");
  await openMagicLink(page, await magicLinkFor(page, person.email));
  await page.waitForURL("**/portal", { waitUntil: "commit" });
}

// A company's staff share one office address (one NAT, one IPv6 /64): a limit is for wrong
// passwords and unknown links from it, never for its people signing in at nine in the morning.
test("25 staff sign in from one address within five minutes, by password and by magic link; its 11th wrong password is refused, another address's is not", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(360_000);
  const office = randomVisitorAddress();
  const staff: StaffUser[] = [];
  for (let index = 0; index < OFFICE_SIZE; index += 1) staff.push(await createStaff(page));
  const desks = await Promise.all(
    Array.from({ length: DESKS }, () => desk(browser, baseURL!, office)),
  );
  try {
    const startedAt = Date.now();
    await Promise.all(
      desks.map(async ({ login }, index) => {
        for (const person of staff.filter((_, each) => each % DESKS === index)) {
          await signInTwice(login, person);
        }
      }),
    );
    expect(Date.now() - startedAt).toBeLessThan(5 * 60_000);

    const { login } = desks[0]!;
    const [someone] = staff;
    await login.page.context().clearCookies();
    await login.goto();
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      await login.email.fill(someone!.email);
      await login.password.fill(`wrong-${attempt}`);
      const answered = login.page.waitForResponse(
        (response) => response.request().method() === "POST",
      );
      await login.signInButton.click();
      await answered;
      await expect(login.alert).toHaveText(attempt <= 10 ? INVALID : TOO_MANY);
    }

    const elsewhere = await desk(browser, baseURL!, randomVisitorAddress());
    desks.push(elsewhere);
    await elsewhere.login.goto();
    await elsewhere.login.email.fill(someone!.email);
    await elsewhere.login.password.fill("wrong-elsewhere");
    await elsewhere.login.signInButton.click();
    await expect(elsewhere.login.alert).toHaveText(INVALID);
    await elsewhere.login.signIn(someone!);
    await elsewhere.login.page.waitForURL("**/portal");
  } finally {
    for (const { context } of desks) await context.close();
    for (const person of staff) await removeStaff(page, person);
  }
});
