import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { stackPorts } from "./suite-common";

/** The port `next start` listens on for this run; `E2E_PORT` lets two runs share a machine. */
export const appPort = Number(process.env.E2E_PORT ?? 3100);

// Below Linux's ephemeral range (32768–60999), where an outgoing connection of any process can
// hold a port for a while and a fixed listener then fails to start.
const authPort = Number(process.env.E2E_AUTH_PORT ?? appPort + 22_221);

/**
 * The local Supabase stack of an end-to-end run: its own ports beside the documented ones (so a
 * running `npm run dev` is not disturbed), a fresh data folder, and short lifetimes so expiry
 * can be seen in seconds.
 */
export const e2eStack = {
  ...stackPorts(authPort),
  dataDir: path.join(tmpdir(), `sv-e2e-${appPort}`),
  /**
   * Short enough to wait out. Under the clients' 90-second margin, so every request refreshes:
   * the whole suite then runs on rotating refresh tokens, as a long-lived session would.
   */
  jwtExpirySeconds: 20,
  sessionTimeboxSeconds: 40,
  linkExpirySeconds: 12,
  /** Long enough to accept an invitation under load, short enough for a test to see one expire. */
  inviteExpirySeconds: 45,
  /** How long a used refresh token may be presented again (GoTrue's default). */
  refreshReuseSeconds: 10,
};

/**
 * A second `next start` of the same build whose auth service never answers, with a short time
 * limit on auth calls: how the site behaves when Supabase hangs.
 */
export const hungStack = {
  appPort: appPort + 1,
  servicePort: authPort + 10,
  timeoutMs: 1500,
};

type ClientKeys = { url: string; publishableKey: string; secretKey: string; inboxUrl: string };

/** The URL and keys the running stack wrote to its data folder. */
export function stackKeys(): ClientKeys {
  return JSON.parse(readFileSync(path.join(e2eStack.dataDir, "keys.json"), "utf8")) as ClientKeys;
}
