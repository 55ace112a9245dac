import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// Protocol tests of local-supabase/: the real supabase-js against the service in its own process.
export default createJestConfig({
  testEnvironment: "node",
  roots: ["<rootDir>/tests/local-supabase"],
  testMatch: ["**/*.test.ts"],
  globalSetup: "<rootDir>/tests/local-supabase/helpers/global-setup.ts",
  globalTeardown: "<rootDir>/tests/local-supabase/helpers/global-teardown.ts",
  testTimeout: 60_000,
  maxWorkers: 2,
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
});
