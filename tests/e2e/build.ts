// `npm run test:e2e`'s build: `npm run build` against a fresh local stack on the end-to-end run's
// own ports and data folder, so a developer's `npm run dev` on the documented ports is untouched.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { e2eStack } from "./local-stack";
import { stackEnv } from "./suite-common";

rmSync(e2eStack.dataDir, { recursive: true, force: true });
const env = { ...process.env };
for (const name of ["SUPABASE_URL", "DATABASE_URL"]) delete env[name];
const { status } = spawnSync(process.execPath, ["scripts/run-with-local-supabase.mjs", "build"], {
  stdio: "inherit",
  env: { ...env, ...stackEnv(e2eStack) },
});
process.exit(status ?? 1);
