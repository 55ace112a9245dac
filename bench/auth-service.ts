import autocannon from "autocannon";
import { median } from "./lighthouse";
import type { StackKeys } from "./servers";
import type { Staff } from "./session";

export type AuthServiceRow = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
};

export const AUTH_LOAD = { connections: 8, durationSeconds: 8 };

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

async function passwordSignIns(keys: StackKeys, staff: Staff): Promise<AuthServiceRow> {
  const result = await autocannon({
    url: `${keys.url}/auth/v1/token?grant_type=password`,
    method: "POST",
    connections: AUTH_LOAD.connections,
    duration: AUTH_LOAD.durationSeconds,
    headers: { apikey: keys.publishableKey, "content-type": "application/json" },
    body: JSON.stringify({ email: staff.email, password: staff.password }),
  });
  return {
    name: "password sign-in (POST /token?grant_type=password)",
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function signInToken(keys: StackKeys, staff: Staff): Promise<string> {
  const response = await fetch(`${keys.url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: keys.publishableKey, "content-type": "application/json" },
    body: JSON.stringify({ email: staff.email, password: staff.password }),
  });
  const body = (await response.json()) as { refresh_token?: string };
  if (!body.refresh_token) throw new Error(`sign-in for the refresh run: ${response.status}`);
  return body.refresh_token;
}

/**
 * Refresh tokens rotate, so each of the concurrent workers holds its own session and refreshes
 * it with the token the previous refresh returned, as a long-lived browser session does.
 */
async function refreshes(keys: StackKeys, staff: Staff): Promise<AuthServiceRow> {
  const tokens = [];
  for (let i = 0; i < AUTH_LOAD.connections; i++) tokens.push(await signInToken(keys, staff));
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + AUTH_LOAD.durationSeconds * 1000;
  const worker = async (first: string) => {
    let token = first;
    while (Date.now() < deadline) {
      const started = performance.now();
      const response = await fetch(`${keys.url}/auth/v1/token?grant_type=refresh_token`, {
        method: "POST",
        headers: { apikey: keys.publishableKey, "content-type": "application/json" },
        body: JSON.stringify({ refresh_token: token }),
      });
      const body = (await response.json()) as { refresh_token?: string };
      latencies.push(performance.now() - started);
      if (!response.ok || !body.refresh_token) {
        errors += 1;
        token = await signInToken(keys, staff);
      } else {
        token = body.refresh_token;
      }
    }
  };
  await Promise.all(tokens.map(worker));
  return {
    name: "token refresh (POST /token?grant_type=refresh_token)",
    requestsPerSecond: latencies.length / AUTH_LOAD.durationSeconds,
    p50: median(latencies),
    p99: percentile(latencies, 0.99),
    errors,
  };
}

/** Password sign-ins and token refreshes per second against the local auth service. */
export async function measureAuthService(keys: StackKeys, staff: Staff): Promise<AuthServiceRow[]> {
  return [await passwordSignIns(keys, staff), await refreshes(keys, staff)];
}
