import { defineConfig, devices } from "@playwright/test";
import { appPort, e2eStack, hungStack } from "./tests/e2e/support/local-stack";
import { limitsStack } from "./tests/e2e/support/limits-stack";
import {
  launchOptions,
  stackEnv,
  suiteDefaults,
  trace,
  testHashCost,
} from "./tests/e2e/support/suite-common";

const baseURL = `http://127.0.0.1:${appPort}`;
// Every sign-in comes from the app server's address: the per-IP limits would count them all.
const generous = "100000";

export default defineConfig({
  ...suiteDefaults,
  testDir: "tests/e2e",
  timeout: 90_000,
  // Four workers on two cores: much of a test's time is waiting (expiries, time boxes, Add User's
  // invitations), which leaves the CPU to the others.
  workers: 4,
  // Every portal view and sign-in goes through the local auth service and its database, which
  // four workers share on two cores: at the start, while every worker signs in at once, a sign-in
  // on a fresh clone took more than 10 s.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL,
    trace,
    launchOptions,
  },
  // Three phases, each after the one before: the tests that read the public pages as seeded
  // with the staff tests, then those that change them, then those that cover every page. In a
  // phase, the tests are dealt out in the order of its projects: its long ones ("…-long") go
  // first, or a worker would still be running one when the others have run out.
  projects: [
    // Add User's tests one after another: one worker waits out invitations for most of the
    // phase. Not the busy long tests: 25 staff signing in together at the start, beside the
    // others' first sign-ins, held a sign-in past the expect timeout (the unknown slugs' test
    // counts the cache's files, which the first visits to every page add to).
    {
      name: "long",
      use: { ...devices["Desktop Chrome"] },
      testMatch: "add-user.spec.ts",
    },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"] },
      testIgnore: ["content-*.spec.ts", "activity.spec.ts", "contact.spec.ts", "add-user.spec.ts"],
    },
    // Editing the site changes what every other test reads on the public pages: afterwards (the
    // activity log's test and the invited editor publish an announcement, and contact.spec.ts
    // opens /contact's form for a while). A scheduled site bar, up for a minute, waits for its
    // minute beside them.
    {
      name: "content-long",
      use: { ...devices["Desktop Chrome"] },
      testMatch: "content-site-bar-schedule.spec.ts",
      dependencies: ["long", "desktop"],
    },
    {
      name: "content",
      use: { ...devices["Desktop Chrome"] },
      testMatch: ["content-*.spec.ts", "activity.spec.ts", "contact.spec.ts"],
      testIgnore: ["content-site-wide.spec.ts", "content-site-bar-schedule.spec.ts"],
      dependencies: ["long", "desktop"],
    },
    // The site bar and the notice cover every public page that the content tests read: last.
    {
      name: "site-wide",
      use: { ...devices["Desktop Chrome"] },
      testMatch: "content-site-wide.spec.ts",
      dependencies: ["content-long", "content"],
    },
  ],
  webServer: [
    {
      // `npm start`'s own wrapper: the local Supabase stack, then `next start` with its keys.
      command: `rm -rf "${e2eStack.dataDir}" && node scripts/run-with-local-supabase.mjs start -H 127.0.0.1 -p ${appPort}`,
      url: baseURL,
      reuseExistingServer: false,
      // A fresh data folder runs initdb and every migration before `next start` can begin.
      timeout: 240_000,
      env: {
        // `npm start` runs the local stack only when asked to.
        LOCAL_SUPABASE: "1",
        ...stackEnv(e2eStack),
        LOCAL_SUPABASE_SITE_URL: baseURL,
        LOCAL_SUPABASE_JWT_EXPIRY: String(e2eStack.jwtExpirySeconds),
        LOCAL_SUPABASE_SESSION_TIMEBOX: String(e2eStack.sessionTimeboxSeconds),
        LOCAL_SUPABASE_LINK_EXPIRY: String(e2eStack.linkExpirySeconds),
        LOCAL_SUPABASE_INVITE_EXPIRY: String(e2eStack.inviteExpirySeconds),
        // The app's own invitation lifetime, as short: an expired invitation can be seen in seconds.
        INVITE_TTL_HOURS: String(e2eStack.inviteExpirySeconds / 3600),
        LOCAL_SUPABASE_REFRESH_REUSE_INTERVAL: String(e2eStack.refreshReuseSeconds),
        LOCAL_SUPABASE_PASSWORD_HASH_COST: String(testHashCost),
        LOCAL_SUPABASE_RATE_LIMIT_TOKEN: generous,
        LOCAL_SUPABASE_RATE_LIMIT_OTP: generous,
        LOCAL_SUPABASE_RATE_LIMIT_VERIFY: generous,
        LOCAL_SUPABASE_RATE_LIMIT_MFA: generous,
        LOCAL_SUPABASE_RATE_LIMIT_BURST: generous,
        LOCAL_SUPABASE_RATE_LIMIT_EMAIL_SENT: generous,
        // The app's budget for all visitors together grows with the auth service's limits.
        AUTH_RATE_LIMIT_SCALE: "1000",
        // Each test sends its own X-Forwarded-For (tests/e2e/support/fixtures.ts), as visitors behind a proxy.
        TRUSTED_PROXY: "proxy",
      },
    },
    {
      command: `node tests/e2e/support/hung-service.mjs ${hungStack.servicePort} & exec node --import ./scripts/http-guard.mjs node_modules/next/dist/bin/next start -H 127.0.0.1 -p ${hungStack.appPort}`,
      url: `http://127.0.0.1:${hungStack.appPort}/about`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        SUPABASE_URL: `http://127.0.0.1:${hungStack.servicePort}`,
        SUPABASE_PUBLISHABLE_KEY: "sb_publishable_never_answered",
        AUTH_TIMEOUT_MS: String(hungStack.timeoutMs),
      },
    },
    {
      // The sign-in limits' stack (tests/e2e/sign-in-limits.spec.ts): the site in its default
      // configuration, twice on one database, and once behind a trusted proxy.
      command: `rm -rf "${limitsStack.dataDir}" && node tests/e2e/support/limits-servers.mjs ${limitsStack.appPorts.join(" ")} ${limitsStack.proxiedAppPort}:proxy`,
      url: `http://127.0.0.1:${limitsStack.proxiedAppPort}/about`,
      reuseExistingServer: false,
      timeout: 240_000,
      env: {
        ...stackEnv(limitsStack),
        // GoTrue's default rate limits, but a small e-mail budget that a flood could drain, and
        // no per-address resend window of the auth service's: the app's own cooldown must hold.
        LOCAL_SUPABASE_RATE_LIMIT_EMAIL_SENT: String(limitsStack.emailBudgetPerHour),
        LOCAL_SUPABASE_EMAIL_RESEND_INTERVAL: "0",
        AUTH_EMAIL_BUDGET_PER_HOUR: String(limitsStack.emailBudgetPerHour),
        LOCAL_SUPABASE_PASSWORD_HASH_COST: String(testHashCost),
      },
    },
  ],
});
