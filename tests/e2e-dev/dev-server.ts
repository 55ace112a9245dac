import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { appPort } from "../e2e/support/local-stack";
import { stackPorts } from "../e2e/support/suite-common";

/**
 * The `next dev` of the smoke run and its local stack: ports derived from the production suite's
 * (one above its app, 3,000 above its auth stack, below the ephemeral range), so neither that suite nor a developer's
 * `npm run dev` on the documented ports is disturbed; a fresh data folder; its output in a file.
 */
export const devPort = appPort + 1;

export const devStack = {
  ...stackPorts(appPort + 25_221),
  dataDir: path.join(tmpdir(), `sv-e2e-dev-${devPort}`),
  logFile: path.join(tmpdir(), `sv-e2e-dev-${devPort}.log`),
};

/** Everything the dev server (and the stack before it) has printed so far, without colours. */
export function devServerOutput(): string {
  // Playwright forces colour on the server it starts; ANSI codes would split the markers.
  return readFileSync(devStack.logFile, "utf8").replace(/\x1b\[[0-9;]*m/g, "");
}
