import { defineConfig, devices } from "@playwright/test";
import { launchOptions, stackEnv, suiteDefaults, trace } from "./tests/e2e/support/suite-common";
import { devPort, devStack } from "./tests/e2e-dev/dev-server";

// `npm run dev` as a user runs it (no host flag), opened on both names of this machine.
const hosts = ["localhost", "127.0.0.1"];
const startDev = `node scripts/run-with-local-supabase.mjs dev -p ${devPort}`;

export default defineConfig({
  ...suiteDefaults,
  testDir: "tests/e2e-dev",
  // The dev server compiles each route on its first request, slowly on a busy machine.
  timeout: 240_000,
  expect: { timeout: 60_000 },
  // Beside the production suite's results and report, which run first.
  outputDir: "test-results/dev",
  reporter: process.env.CI
    ? [["list"], ["html", { open: "never", outputFolder: "playwright-report/dev" }]]
    : "list",
  use: {
    trace,
    launchOptions,
  },
  projects: [
    ...hosts.map((host) => ({
      name: host,
      testMatch: "smoke.spec.ts",
      use: { ...devices["Desktop Chrome"], baseURL: `http://${host}:${devPort}` },
    })),
    { name: "server start", testMatch: "server-start.spec.ts" },
    { name: "server log", testMatch: "server-log.spec.ts", dependencies: hosts },
  ],
  webServer: {
    // The output goes to a file the tests read; it is shown here only when the server fails.
    command: `rm -rf "${devStack.dataDir}" && ${startDev} > "${devStack.logFile}" 2>&1 || { cat "${devStack.logFile}" >&2; exit 1; }`,
    url: `http://127.0.0.1:${devPort}`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      NEXT_TELEMETRY_DISABLED: "1",
      ...stackEnv(devStack),
    },
  },
});
