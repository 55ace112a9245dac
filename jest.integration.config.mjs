import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// Integration tests against the local stack in its own process: auth-service/ holds the protocol
// tests of local-supabase/ with the real supabase-js, app/ the app's own database and session code.
export default createJestConfig({
  testEnvironment: "node",
  roots: ["<rootDir>/tests/integration"],
  testMatch: ["**/*.test.ts"],
  globalSetup: "<rootDir>/tests/integration/helpers/global-setup.ts",
  globalTeardown: "<rootDir>/tests/integration/helpers/global-teardown.ts",
  // Generous: each file starts a service process, and the staff test spawns a few more.
  testTimeout: 120_000,
  maxWorkers: 2,
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
});
