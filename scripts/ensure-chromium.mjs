// Makes sure a system browser exists for Playwright: we never use Playwright's own browser
// download, which this kind of machine cannot reach. On Debian as root it installs the package
// of Chromium's headless shell, which the suites prefer (scripts/chromium-path.mjs).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromiumPath, HEADLESS_SHELL_PATH, testBrowser } from "./chromium-path.mjs";

// Written when the install fails. While a full Chromium can stand in, later runs then skip the
// attempt instead of waiting on an unreachable package mirror each time; a fresh install forgets it.
const GAVE_UP = fileURLToPath(
  new URL("../node_modules/.cache/chromium-headless-shell-unavailable", import.meta.url),
);

const isDebian = existsSync("/etc/debian_version");
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const wantsShell = !process.env.CHROMIUM_PATH && !existsSync(HEADLESS_SHELL_PATH);
const hasGivenUp = existsSync(GAVE_UP) && chromiumPath() !== undefined;

if (wantsShell && isDebian && isRoot && !hasGivenUp) {
  console.log("Installing Debian's chromium-headless-shell package for the browser tests...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  try {
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium-headless-shell"], {
      stdio: "inherit",
      env,
    });
  } catch {
    console.log("Could not install it: the tests use the full Chromium if there is one.");
    mkdirSync(path.dirname(GAVE_UP), { recursive: true });
    writeFileSync(GAVE_UP, `${new Date().toISOString()}\n`);
  }
}

if (testBrowser().executablePath) process.exit(0);

console.error(
  [
    "The end-to-end tests need Chromium and none was found.",
    "Install it, then run the tests again:",
    "  Debian/Ubuntu: sudo apt-get install -y chromium-headless-shell (or chromium)",
    "  elsewhere:     install Chromium or Chrome and set CHROMIUM_PATH to its executable",
  ].join("\n"),
);
process.exit(1);
