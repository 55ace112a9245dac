// Add User's invitations as the tests see them: in MailDev, in the auth service, and in the
// invited person's own browser.
import type { Browser, Page } from "@playwright/test";
import { adminHeaders, expect, mailsTo, randomVisitorAddress, removeStaff } from "./fixtures";
import { stackKeys } from "./local-stack";

type Account = { id: string; email: string; app_metadata: Record<string, unknown> };

/** The account with this address, through the auth service's admin API, if there is one. */
export async function accountOf(page: Page, email: string): Promise<Account | undefined> {
  const response = await page.request.get(`${stackKeys().url}/auth/v1/admin/users?per_page=1000`, {
    headers: adminHeaders(),
  });
  const { users } = (await response.json()) as { users: Account[] };
  return users.find((user) => user.email === email);
}

/** Deletes the account an invitation made, when there still is one. */
export async function removeInvitee(page: Page, email: string) {
  const account = await accountOf(page, email);
  if (account) await removeStaff(page, { id: account.id, email, password: "" });
}

/** The link of the `count`-th invitation mail to `email`, waiting for it to arrive. */
export async function invitationLink(page: Page, email: string, count = 1): Promise<string> {
  await expect
    .poll(async () => (await mailsTo(page, email)).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  const mail = (await mailsTo(page, email))[count - 1]!;
  expect(mail.subject).toBe("You have been invited");
  const link = /https?:\/\/\S+\/auth\/confirm\?\S+/.exec(mail.text)?.[0] ?? "";
  expect(new URL(link).searchParams.get("type")).toBe("invite");
  return link;
}

/** A browser of the invited person's own, a visitor of its own to the sign-in limits. */
export async function inviteePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": randomVisitorAddress() },
  });
  return context.newPage();
}
