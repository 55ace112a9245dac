import { testBrowser } from "../../../scripts/chromium-path.mjs";

/** The settings both Playwright suites (production and dev) share. */
export const suiteDefaults = {
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
};

/**
 * A trace only of a retried test's second run (CI retries once): recording one for every test
 * doubled Chromium's CPU (its screencast and snapshots), on two cores the suite's bottleneck.
 */
export const trace = "on-first-retry" as const;

/** Debian's Chromium (its headless shell where installed): Playwright's own downloads fail here. */
export const launchOptions = testBrowser();

/**
 * bcrypt's cost in the production suite's stacks: its lowest, where GoTrue's is 10. Any cost
 * verifies alike, and the suite creates and signs in hundreds of accounts on two cores.
 */
export const testHashCost = 4;

/** A local stack's ports, laid out from its auth port as the Supabase CLI's are from 54321. */
export function stackPorts(authPort: number) {
  return { authPort, dbPort: authPort + 1, inboxPort: authPort + 3, smtpPort: authPort + 4 };
}

type Stack = ReturnType<typeof stackPorts> & { dataDir: string };

/** The environment that starts the local stack of `stack` under the run wrapper. */
export function stackEnv(stack: Stack): Record<string, string> {
  return {
    LOCAL_SUPABASE_DATA_DIR: stack.dataDir,
    LOCAL_SUPABASE_AUTH_PORT: String(stack.authPort),
    LOCAL_SUPABASE_DB_PORT: String(stack.dbPort),
    LOCAL_SUPABASE_INBOX_PORT: String(stack.inboxPort),
    LOCAL_SUPABASE_SMTP_PORT: String(stack.smtpPort),
  };
}
