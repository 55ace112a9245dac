// The bench's TypeScript check, which needs its tools in bench/node_modules: `npm run bench` installs
// them and runs this first; `npm run typecheck` runs it too, and says so when they are not installed
// (a fresh clone's `npm test` checks the app alone, without the bench's install).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const benchDir = import.meta.dirname;
if (existsSync(path.join(benchDir, "node_modules"))) {
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  const { status } = spawnSync(process.execPath, [tsc, "-p", benchDir], { stdio: "inherit" });
  process.exitCode = status ?? 1;
} else {
  console.log("bench/: its tools are not installed (`npm run bench` does it); types not checked");
}
