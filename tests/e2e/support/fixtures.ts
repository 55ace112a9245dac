import { randomUUID } from "node:crypto";
import { test as base, expect, type Page } from "@playwright/test";
import { stackKeys } from "./local-stack";
import { LoginPage } from "../pages/login-page";
import { freshCode } from "./totp";

export { codeFor, freshCode } from "./totp";

export type StaffUser = { id: string; email: string; password: string };

/** A slug no other test run uses. */
export function uniqueSlug(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

type Fixtures = {
  /** A fresh staff member, made through the auth service's admin API and removed after. */
  staffUser: StaffUser;
  /** A page signed in as `staffUser` through the sign-in form, showing `/portal`. */
  signedInPage: Page;
};

/** The headers of the auth service's admin API: the stack's secret key. */
export function adminHeaders() {
  const { secretKey } = stackKeys();
  return { apikey: secretKey, Authorization: `Bearer ${secretKey}` };
}

/**
 * Enrols a TOTP factor for `user` through the auth API with a session of their own, confirmed
 * by the current step's code (spent: their next sign-in gives the next step's). Returns its secret.
 */
export async function enrolTotp(page: Page, user: StaffUser): Promise<string> {
  const { url, publishableKey } = stackKeys();
  const signIn = await page.request.post(`${url}/auth/v1/token?grant_type=password`, {
    headers: { apikey: publishableKey },
    data: { email: user.email, password: user.password },
  });
  const { access_token } = (await signIn.json()) as { access_token: string };
  const headers = { apikey: publishableKey, Authorization: `Bearer ${access_token}` };
  const enrolled = await page.request.post(`${url}/auth/v1/factors`, {
    headers,
    data: { factor_type: "totp", friendly_name: "e2e" },
  });
  expect(enrolled.ok(), await enrolled.text()).toBe(true);
  const factor = (await enrolled.json()) as { id: string; totp: { secret: string } };
  const challenge = await page.request.post(`${url}/auth/v1/factors/${factor.id}/challenge`, {
    headers,
  });
  const { id: challengeId } = (await challenge.json()) as { id: string };
  const verified = await page.request.post(`${url}/auth/v1/factors/${factor.id}/verify`, {
    headers,
    data: { challenge_id: challengeId, code: await freshCode(factor.totp.secret) },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return factor.totp.secret;
}

export type TwoStepStaffUser = StaffUser & { secret: string };

/**
 * Creates a confirmed account with a password and `role` (legacy staff: an editor), as `npm run
 * staff -- add` does; with `twoStep`, with a verified authenticator factor too (its `secret`).
 */
export async function createStaff(page: Page, role?: string): Promise<StaffUser>;
export async function createStaff(
  page: Page,
  role: string,
  options: { twoStep: true },
): Promise<TwoStepStaffUser>;
export async function createStaff(
  page: Page,
  role = "staff",
  { twoStep = false }: { twoStep?: boolean } = {},
): Promise<StaffUser | TwoStepStaffUser> {
  const user = { email: `staff-${randomUUID()}@example.com`, password: `pw-${randomUUID()}` };
  const response = await page.request.post(`${stackKeys().url}/auth/v1/admin/users`, {
    headers: adminHeaders(),
    data: { ...user, email_confirm: true, app_metadata: { role } },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { id } = (await response.json()) as { id: string };
  const staff = { id, ...user };
  return twoStep ? { ...staff, secret: await enrolTotp(page, staff) } : staff;
}

/** Deletes an account made by `createStaff`. */
export async function removeStaff(page: Page, user: StaffUser): Promise<void> {
  await page.request.delete(`${stackKeys().url}/auth/v1/admin/users/${user.id}`, {
    headers: adminHeaders(),
  });
}

/** Signs the user out of every session on the server, as an administrator would. */
export async function revokeSessions(page: Page, user: StaffUser): Promise<void> {
  const { url, publishableKey } = stackKeys();
  const signIn = await page.request.post(`${url}/auth/v1/token?grant_type=password`, {
    headers: { apikey: publishableKey },
    data: { email: user.email, password: user.password },
  });
  const { access_token } = (await signIn.json()) as { access_token: string };
  const logout = await page.request.post(`${url}/auth/v1/logout?scope=global`, {
    headers: { apikey: publishableKey, Authorization: `Bearer ${access_token}` },
  });
  expect(logout.status()).toBe(204);
}

/** A documentation-range address (RFC 5737) of its own for each test, as a visitor's would be. */
function visitorAddress(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `198.51.${(hash >>> 8) % 256}.${hash % 256}`;
}

/** An address no visitor had before: a /64 of its own in the IPv6 documentation range. */
export function randomVisitorAddress(): string {
  const hex = randomUUID().replaceAll("-", "");
  return `2001:db8:${hex.slice(0, 4)}:${hex.slice(4, 8)}::1`;
}

export const test = base.extend<Fixtures>({
  // The app trusts X-Forwarded-For's last entry (TRUSTED_PROXY=proxy in playwright.config.ts), so
  // each test is its own visitor to the per-address sign-in limits.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ ...extraHTTPHeaders, "X-Forwarded-For": visitorAddress(testInfo.testId) });
  },
  staffUser: async ({ page }, provide) => {
    const user = await createStaff(page);
    await provide(user);
    await removeStaff(page, user);
  },
  signedInPage: async ({ page, staffUser }, provide) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(staffUser);
    await page.waitForURL("**/portal");
    await provide(page);
  },
});

export { expect };

type InboxMail = { subject: string; text: string };

/**
 * All mails MailDev holds for `address`, picked out by MailDev: the whole inbox grows to hundreds
 * of mails over a run, and the tests poll it.
 */
export async function mailsTo(page: Page, address: string): Promise<InboxMail[]> {
  const response = await page.request.get(`${stackKeys().inboxUrl}/email`, {
    params: { "to.address": address },
  });
  return (await response.json()) as InboxMail[];
}

/** The sign-in link of the newest magic-link mail to `address`, waiting for it to arrive. */
export async function magicLinkFor(page: Page, address: string): Promise<string> {
  let mail: InboxMail | undefined;
  await expect
    .poll(async () => (mail = (await mailsTo(page, address)).at(-1)), { timeout: 10_000 })
    .toBeTruthy();
  const link = /https?:\/\/\S+\/auth\/confirm\?\S+/.exec(mail?.text ?? "")?.[0];
  expect(link, mail?.text).toBeTruthy();
  return link ?? "";
}

/** Opens a magic link as its recipient does: the landing page, then its Sign in button. */
export async function openMagicLink(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await page.getByRole("button", { name: "Sign in" }).click();
}
