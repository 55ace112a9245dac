import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { appPort, e2eStack } from "./local-stack";
import { stackPorts } from "./suite-common";

/**
 * The sign-in limits' own stack: a local auth service with GoTrue's default rate limits except a
 * small e-mail budget, and three `next start`s of the build in the default configuration (two,
 * sharing the database) and behind one trusted proxy (`TRUSTED_PROXY=proxy`).
 */
export const limitsStack = {
  ...stackPorts(e2eStack.authPort + 20),
  dataDir: path.join(tmpdir(), `sv-e2e-limits-${appPort}`),
  appPorts: [appPort + 2, appPort + 3],
  proxiedAppPort: appPort + 4,
  /** E-mails the auth service sends per hour, and what the app is told its budget is. */
  emailBudgetPerHour: 8,
};

type StackKeys = { url: string; publishableKey: string; secretKey: string; inboxUrl: string };

/** The URL and keys the running limits stack wrote to its data folder. */
export function limitsStackKeys(): StackKeys {
  return JSON.parse(readFileSync(path.join(limitsStack.dataDir, "keys.json"), "utf8")) as StackKeys;
}
