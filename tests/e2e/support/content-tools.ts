import { randomUUID } from "node:crypto";
import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import type { StaffUser } from "./fixtures";
import { LoginPage } from "../pages/login-page";

/** A slug no other test run uses. */
export function uniqueSlug(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

/** Clicks one of an editor's buttons (within `scope`) and waits for its answer. */
export async function submitEditor(scope: Page | Locator, button: string, answer: RegExp) {
  await scope.getByRole("button", { name: button, exact: true }).click();
  await expect(scope.getByText(answer)).toBeVisible();
}

/** Loads `path` until it shows `text`: a revalidated page renders on the request after a publish. */
export async function expectPublicText(page: Page, path: string, text: string) {
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** Presses Tab until `target` has the focus (the date input's parts take a Tab each). */
export async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 10; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

const signedInAt = new WeakMap<BrowserContext, number>();
// The e2e stack ends every session 40 s after sign-in (local-stack.ts): sign in afresh well before.
const FRESH_MS = 5_000;

/** Opens portal `path` in a session younger than the stack's time box, signing in when needed. */
export async function openPortal(page: Page, user: StaffUser, path: string) {
  const context = page.context();
  if (Date.now() - (signedInAt.get(context) ?? 0) > FRESH_MS) {
    await context.clearCookies();
    await page.goto(`/login?next=${encodeURIComponent(path)}`);
    await new LoginPage(page).signIn(user);
    await page.waitForURL((url) => url.pathname === path);
    signedInAt.set(context, Date.now());
    return;
  }
  await page.goto(path);
}
