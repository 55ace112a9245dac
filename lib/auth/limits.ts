import "server-only";
import { headers } from "next/headers";
import { clientAddress, trustedProxy } from "./client-address";
import { RateLimiter } from "./rate-limit";

/** The sign-in steps that spend the auth service's shared per-address budget. */
export type AuthStep = "password" | "magic-link" | "verify";

const WINDOW_MS = 5 * 60 * 1000;
/**
 * Per visitor address and per account, well under what the auth service allows the app's one
 * address (30 links or verifications, 150 token calls per 5 minutes): one visitor cannot spend
 * the budget every other staff member signs in with.
 */
export const ATTEMPTS_PER_ADDRESS = 10;
export const ATTEMPTS_PER_ACCOUNT = 20;

const perAddress = new RateLimiter(ATTEMPTS_PER_ADDRESS, WINDOW_MS);
const perAccount = new RateLimiter(ATTEMPTS_PER_ACCOUNT, WINDOW_MS);

/** The visitor's address behind the configured proxy, or null when no header is trusted. */
export async function requestAddress(): Promise<string | null> {
  return clientAddress(await headers(), trustedProxy());
}

/** Counts one attempt at `step`; false when this visitor or this account has used up its share. */
export async function allowAttempt(step: AuthStep, account?: string): Promise<boolean> {
  const address = await requestAddress();
  const isAddressAllowed = address === null || perAddress.take(`${step}:${address}`);
  const isAccountAllowed = !account || perAccount.take(`${step}:${account.toLowerCase()}`);
  return isAddressAllowed && isAccountAllowed;
}
