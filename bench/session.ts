import { randomUUID } from "node:crypto";
import { chromium, type Browser } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../scripts/chromium-path.mjs";
import type { BrowserCookie } from "./browser-cookies";
import { appUrl, type StackKeys } from "./servers";

export type Staff = { email: string; password: string };

/** The system Chromium, headless, with the tests' flags for a closed network. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) {
    throw new Error("No Chromium found: apt-get install chromium, or set CHROMIUM_PATH.");
  }
  return chromium.launch({ executablePath, args: chromiumArgs });
}

/** A confirmed staff account made through the admin API, as `npm run staff -- add` does. */
export async function createStaff(keys: StackKeys): Promise<Staff> {
  const staff = { email: `bench-${randomUUID()}@example.com`, password: `pw-${randomUUID()}` };
  const response = await fetch(`${keys.url}/auth/v1/admin/users`, {
    method: "POST",
    headers: {
      apikey: keys.secretKey,
      Authorization: `Bearer ${keys.secretKey}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ ...staff, email_confirm: true, app_metadata: { role: "staff" } }),
  });
  if (!response.ok)
    throw new Error(`admin create user: ${response.status} ${await response.text()}`);
  return staff;
}

export type SignedIn = {
  /** The cookies as one `Cookie` header, for HTTP clients. */
  header: string;
  /** The cookies as the browser holds them, for browser runs. */
  cookies: BrowserCookie[];
};

/** Signs in through the `/login` form and returns the cookies the browser was given. */
export async function signIn(browser: Browser, staff: Staff): Promise<SignedIn> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${appUrl}/login`);
    await page.getByLabel("E-mail").fill(staff.email);
    await page.getByLabel("Password").fill(staff.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/portal");
    const cookies = await context.cookies(appUrl);
    const session = cookies.filter(({ name }) => name.startsWith("sb-"));
    if (session.length === 0) throw new Error("signed in, but no sb-… cookie was set");
    return {
      header: cookies.map(({ name, value }) => `${name}=${value}`).join("; "),
      cookies: cookies.map(
        ({ name, value, domain, path, expires, httpOnly, secure, sameSite }) => ({
          name,
          value,
          domain,
          path,
          expires,
          httpOnly,
          secure,
          sameSite,
        }),
      ),
    };
  } finally {
    await context.close();
  }
}
