import { test as base, expect, type ConsoleMessage, type Page } from "@playwright/test";
import { devServerOutput } from "./dev-server";

type DemoStaff = { email: string; password: string };

type Fixtures = {
  /** The demo account exactly as `npm run dev` printed it for the user. */
  demoStaff: DemoStaff;
};

/** What a 404 page says in the console by design: the browser's status line and its own log. */
function isExpectedOn404(message: ConsoleMessage, notFoundUrls: Set<string>) {
  const text = message.text();
  return [...notFoundUrls].some(
    (url) =>
      (message.location().url === url && text.includes("status of 404")) ||
      text === `404: no page at ${new URL(url).pathname}`,
  );
}

/**
 * Loads a page and waits until React has taken it over: before that, in dev, a click on a link
 * is a plain browser navigation (no dialog, no soft navigation).
 */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() =>
    Object.keys(document).some((key) => key.startsWith("__reactContainer$")),
  );
  return response;
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, provide, testInfo) => {
    const messages: ConsoleMessage[] = [];
    const uncaught: string[] = [];
    const notFoundUrls = new Set<string>();
    page.on("console", (message) => messages.push(message));
    page.on("pageerror", (error) => uncaught.push(`uncaught: ${error.message}`));
    page.on("response", (response) => {
      if (response.request().isNavigationRequest() && response.status() === 404) {
        notFoundUrls.add(response.url());
      }
    });
    await provide(page);
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach("next dev output", {
        body: devServerOutput(),
        contentType: "text/plain",
      });
    }
    const problems = messages
      .filter((message) => message.type() === "error" || message.type() === "warning")
      .filter((message) => !isExpectedOn404(message, notFoundUrls))
      .map((message) => `${message.type()}: ${message.text()} (${message.location().url})`);
    expect([...problems, ...uncaught], "no console error or warning").toEqual([]);
  },
  demoStaff: async ({}, provide) => {
    const printed = /Demo staff\s+(\S+)\s+password: (\S+)/.exec(devServerOutput());
    expect(printed, "npm run dev prints the demo staff account").toBeTruthy();
    await provide({ email: printed?.[1] ?? "", password: printed?.[2] ?? "" });
  },
});

export { expect };
