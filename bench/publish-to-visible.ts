// Publish-to-visible: a staff member publishes an announcement edit in the portal; how long
// until a visitor's request for /announcements shows it (the click on Publish to the first
// response that contains the new title, polling every 50 ms).
import type { Browser } from "@playwright/test";
import type { BudgetCheck } from "./report";
import { appUrl } from "./servers";
import type { BrowserCookie } from "./browser-cookies";

const RUNS = Number(process.env.BENCH_PUBLISH_RUNS ?? 5);
const POLL_MS = 50;
const GIVE_UP_MS = 30_000;
/** The goal for the median publish-to-visible time. */
export const PUBLISH_TO_VISIBLE_GOAL_MS = 2000;

export type PublishToVisible = { samplesMs: number[]; p50Ms: number };

async function waitUntilVisible(title: string, startedAt: number): Promise<number> {
  while (Date.now() - startedAt < GIVE_UP_MS) {
    const html = await (await fetch(`${appUrl}/announcements`)).text();
    if (html.includes(title)) return Date.now() - startedAt;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`"${title}" did not appear on /announcements within ${GIVE_UP_MS} ms`);
}

/** Creates a bench announcement, then times `RUNS` edits from Publish to visible; deletes it after. */
export async function measurePublishToVisible(
  browser: Browser,
  cookies: BrowserCookie[],
): Promise<PublishToVisible> {
  const context = await browser.newContext();
  await context.addCookies(cookies);
  const page = await context.newPage();
  const stamp = Date.now().toString(36);
  try {
    await page.goto(`${appUrl}/portal/site/announcements/new`);
    await page.getByLabel("Title").fill(`Bench ${stamp} 0`);
    await page.getByLabel("URL slug").fill(`bench-${stamp}`);
    await page.getByLabel("Category").fill("Bench");
    await page.getByLabel("Summary").fill("Measures publish-to-visible.");
    await page.getByLabel("Full article").fill("Measures publish-to-visible.");
    await page.getByRole("button", { name: "Create draft" }).click();
    await page.getByRole("button", { name: "Publish", exact: true }).waitFor();
    const samplesMs: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const title = `Bench ${stamp} ${run}`;
      await page.getByLabel("Title").fill(title);
      const startedAt = Date.now();
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      samplesMs.push(await waitUntilVisible(title, startedAt));
      await page.getByText(/^Published:/).waitFor();
    }
    await page.getByLabel(/^Yes, delete this announcement/).check();
    await page.getByRole("button", { name: "Delete announcement" }).click();
    const sorted = [...samplesMs].sort((a, b) => a - b);
    return { samplesMs, p50Ms: sorted[Math.floor(sorted.length / 2)] ?? Infinity };
  } finally {
    await context.close();
  }
}

/** The publish-to-visible median against its goal, as a row of the report's budgets. */
export function publishToVisibleBudget({ p50Ms, samplesMs }: PublishToVisible): BudgetCheck {
  return {
    budget: `publish to visible on /announcements, p50 of ${samplesMs.length}`,
    measured: `${p50Ms} ms`,
    limit: `≤ ${PUBLISH_TO_VISIBLE_GOAL_MS} ms`,
    pass: p50Ms <= PUBLISH_TO_VISIBLE_GOAL_MS,
  };
}
