import { existsSync } from "node:fs";

const candidates = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

/** Debian's build of Chromium's headless shell (package `chromium-headless-shell`). */
export const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

/** The system Chromium to drive: CHROMIUM_PATH if set, else the first known path that exists. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) {
    return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  }
  return candidates.find((path) => existsSync(path));
}

/** Flags for a closed network: no background calls home, no sandbox when running as root. */
export const chromiumArgs = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * What the Playwright suites launch. Chromium's headless shell where installed: the same Blink and
 * V8 as the full browser (and what Playwright itself runs headless), without a browser window and
 * its omnibox pages behind every context, which made each new context cost ~0.6 s of CPU on two
 * cores. Else, or when CHROMIUM_PATH names a browser, the full Chromium. The bench keeps the full
 * browser: Lighthouse measures what Chrome users run.
 */
export function testBrowser() {
  if (!process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL_PATH)) {
    return {
      executablePath: HEADLESS_SHELL_PATH,
      args: chromiumArgs.filter((arg) => !arg.startsWith("--headless")),
    };
  }
  return { executablePath: chromiumPath(), args: chromiumArgs };
}
