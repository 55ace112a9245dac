import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Fails with axe-core's own report when the page breaks a WCAG 2.2 A/AA rule. Waits for entrance
 * animations first: mid-fade text is judged at its passing opacity, which is not what stays. An
 * animation cancelled on the way (hydration replacing its element, a class restarting it) rejects
 * its `finished` promise, so the wait looks again until no finite animation is still running.
 *
 * In one pass over the page (axe's "legacy" mode): the default runs each frame apart, then merges
 * the results in a blank page it opens for each check, which cost each of the suite's 60-odd
 * checks a renderer and doubled its time. The site has no frames, and same-origin frames would
 * still be checked.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === "running" &&
            animation.effect?.getTiming().iterations !== Infinity,
        );
    for (let pending = running(); pending.length > 0; pending = running()) {
      await Promise.allSettled(pending.map((animation) => animation.finished));
    }
  });
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode()
    .analyze();
  expect(violations).toEqual([]);
}
