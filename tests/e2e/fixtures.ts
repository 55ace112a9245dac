import { randomUUID } from "node:crypto";
import { test as base, expect, type Page } from "@playwright/test";

type StaffUser = { email: string; password: string };
type PortalFixtures = {
  /** A fresh staff member, created through the auth service's admin API and removed after. */
  staffUser: StaffUser;
  /** A page signed in as `staffUser` through the sign-in form, showing `/portal`. */
  signedInPage: Page;
};

// The Supabase CLI's local defaults, which the local auth service speaks as well.
const authUrl = `${process.env.SUPABASE_URL ?? "http://127.0.0.1:54321"}/auth/v1`;
const secretKey = process.env.SUPABASE_SECRET_KEY ?? "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz";
const adminHeaders = {
  apikey: secretKey,
  Authorization: `Bearer ${secretKey}`,
  "Content-Type": "application/json",
};

export const test = base.extend<PortalFixtures>({
  staffUser: async ({ request }, provide) => {
    const user = { email: `staff-${randomUUID()}@example.com`, password: `pw-${randomUUID()}` };
    const created = await request.post(`${authUrl}/admin/users`, {
      headers: adminHeaders,
      data: { ...user, email_confirm: true },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = (await created.json()) as { id: string };
    await provide(user);
    await request.delete(`${authUrl}/admin/users/${id}`, { headers: adminHeaders });
  },
  signedInPage: async ({ page, staffUser }, provide) => {
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(staffUser.email);
    await page.getByLabel("Password").fill(staffUser.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/portal");
    await provide(page);
  },
});

export { expect };
