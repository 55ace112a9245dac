import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Presses Tab until `target` has the focus, at most `presses` times (a date input's parts take a
 * Tab each; a page's header and earlier forms take many), then expects it focused.
 */
export async function tabTo(page: Page, target: Locator, presses = 10) {
  for (let pressed = 0; pressed < presses; pressed += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}
