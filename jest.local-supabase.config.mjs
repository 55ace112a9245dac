import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// Protocol tests of local-supabase/: the real supabase-js against the service in its own process.
export default createJestConfig({
  testEnvironment: "node",
  roots: ["<rootDir>/tests/local-supabase"],
  testMatch: ["**/*.test.ts"],
  globalSetup: "<rootDir>/tests/local-supabase/helpers/global-setup.ts",
  globalTeardown: "<rootDir>/tests/local-supabase/helpers/global-teardown.ts",
  // Generous: each file starts a service process, and the staff test spawns a few more.
  testTimeout: 120_000,
  maxWorkers: 2,
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
});
