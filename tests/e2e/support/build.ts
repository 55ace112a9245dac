// `npm run test:e2e`'s build: `npm run build` against a fresh local stack on the end-to-end run's
// own ports and data folder, so a developer's `npm run dev` on the documented ports is untouched,
// and without the build's type check, which `npm test` ran before. Then the client chunks are
// searched for the secret key the build had in its environment.
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { clientBundleLeaks } from "./client-bundle";
import { e2eStack } from "./local-stack";
import { stackEnv } from "./suite-common";

rmSync(e2eStack.dataDir, { recursive: true, force: true });
const env = { ...process.env };
for (const name of ["SUPABASE_URL", "DATABASE_URL"]) delete env[name];
const { status } = spawnSync(process.execPath, ["scripts/run-with-local-supabase.mjs", "build"], {
  stdio: "inherit",
  env: { ...env, ...stackEnv(e2eStack), SKIP_BUILD_TYPECHECK: "1" },
});
if (status !== 0) process.exit(status ?? 1);

const { secretKey } = JSON.parse(
  readFileSync(path.join(e2eStack.dataDir, "keys.json"), "utf8"),
) as { secretKey: string };
const leaks = clientBundleLeaks(".next", secretKey);
if (leaks.length > 0) {
  console.error(`The secret key must never reach a browser:\n  ${leaks.join("\n  ")}`);
  process.exit(1);
}
console.log("No client chunk under .next/static holds the secret key or its markers.");
