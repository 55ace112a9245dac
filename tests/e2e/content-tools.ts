import { randomUUID } from "node:crypto";
import { expect, type Locator, type Page } from "@playwright/test";

/** A slug no other test run uses. */
export function uniqueSlug(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

/** Clicks one of an editor's buttons and waits for its answer. */
export async function submitEditor(page: Page, button: string, answer: RegExp) {
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect(page.getByText(answer)).toBeVisible();
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
