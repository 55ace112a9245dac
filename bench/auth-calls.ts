import type { AuthCounter } from "./servers";
import { appUrl } from "./servers";

export type AuthCallsResult = {
  /** Calls counted from the app's start through the sign-in, by method and path. */
  duringSignIn: Record<string, number>;
  /** Calls made while serving the first signed-in `/portal` view after sign-in. */
  firstView: number;
  /** Calls per view over the following `views` views of `/portal`. */
  steadyPerView: number;
  views: number;
  steadyByPath: Record<string, number>;
};

const VIEWS = 30;

function total(counts: Map<string, number>): number {
  return [...counts.values()].reduce((sum, n) => sum + n, 0);
}

async function viewPortal(cookie: string): Promise<void> {
  const response = await fetch(`${appUrl}/portal`, { headers: { cookie }, redirect: "manual" });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`/portal answered ${response.status}`);
}

/**
 * Counts the proxy's and the portal's calls to the auth service per signed-in page view, through
 * the counting proxy the app's SUPABASE_URL points at.
 */
export async function measureAuthCalls(
  counter: AuthCounter,
  cookie: string,
): Promise<AuthCallsResult> {
  const duringSignIn = Object.fromEntries(counter.counts);
  counter.reset();
  await viewPortal(cookie);
  const firstView = total(counter.counts);
  counter.reset();
  for (let i = 0; i < VIEWS; i++) await viewPortal(cookie);
  return {
    duringSignIn,
    firstView,
    steadyPerView: total(counter.counts) / VIEWS,
    views: VIEWS,
    steadyByPath: Object.fromEntries(counter.counts),
  };
}
