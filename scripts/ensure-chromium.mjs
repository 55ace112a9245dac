// Makes sure a system Chromium exists for Playwright: we never use Playwright's own browser
// download, which this kind of machine cannot reach. On Debian as root it installs the package.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath } from "./chromium-path.mjs";

const found = chromiumPath();
if (found) process.exit(0);

const isDebian = existsSync("/etc/debian_version");
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

if (isDebian && isRoot) {
  console.log("No Chromium found: installing Debian's chromium package (about a minute)...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  if (chromiumPath()) process.exit(0);
}

console.error(
  [
    "The end-to-end tests need Chromium and none was found.",
    "Install it, then run the tests again:",
    "  Debian/Ubuntu: sudo apt-get install -y chromium",
    "  elsewhere:     install Chromium or Chrome and set CHROMIUM_PATH to its executable",
  ].join("\n"),
);
process.exit(1);
