import type { Browser, CDPSession, Page } from "@playwright/test";
import { appUrl } from "./servers";

export type MatrixRainResult = {
  visibleSeconds: number;
  framesDrawn: number;
  framesPerSecond: number;
  /** Main-thread task time (CDP Performance.getMetrics TaskDuration) per drawn frame. */
  mainThreadMsPerFrame: number;
  scriptMsPerFrame: number;
  /** Share of wall time the main thread was busy over the visible window. */
  mainThreadBusyShare: number;
  hiddenSeconds: number;
  hiddenVisibilityState: string;
  framesDrawnHidden: number;
  offScreenSeconds: number;
  framesDrawnOffScreen: number;
};

const VISIBLE_MS = 5_000;
const QUIET_MS = 2_000;

// Each animation step starts with one fillRect over the whole canvas: counting them counts frames.
const COUNT_DRAWS = `
  window.__benchDraws = 0;
  const fillRect = CanvasRenderingContext2D.prototype.fillRect;
  CanvasRenderingContext2D.prototype.fillRect = function (...args) {
    window.__benchDraws += 1;
    return fillRect.apply(this, args);
  };
`;

const draws = (page: Page) =>
  page.evaluate(() => (window as unknown as { __benchDraws: number }).__benchDraws);

async function metrics(session: CDPSession) {
  const { metrics: list } = (await session.send("Performance.getMetrics")) as {
    metrics: { name: string; value: number }[];
  };
  const get = (name: string) => list.find((m) => m.name === name)?.value ?? 0;
  return { task: get("TaskDuration"), script: get("ScriptDuration") };
}

/** The home page's matrix rain: main-thread cost per frame, and frames drawn while it should rest. */
export async function measureMatrixRain(browser: Browser): Promise<MatrixRainResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(COUNT_DRAWS);
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send("Performance.enable");
    await page.goto(`${appUrl}/`, { waitUntil: "load" });
    // The rain starts a while after the page settles: measure from its first frames on.
    await page.waitForFunction(
      () => (window as unknown as { __benchDraws: number }).__benchDraws > 0,
    );
    await page.waitForTimeout(1_000);

    const startDraws = await draws(page);
    const start = await metrics(session);
    await page.waitForTimeout(VISIBLE_MS);
    const end = await metrics(session);
    const framesDrawn = (await draws(page)) - startDraws;
    const perFrame = (ms: number) => (framesDrawn > 0 ? ms / framesDrawn : 0);

    // Headless Chromium keeps every tab visible, so hiding is emulated: document.hidden and
    // visibilityState report a hidden tab and visibilitychange fires, as on a tab switch.
    // A string, not a function: the TypeScript loader would wrap named getters in a helper
    // that does not exist in the page.
    await page.evaluate(`
      Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      document.dispatchEvent(new Event("visibilitychange"));
    `);
    const hiddenVisibilityState = `${await page.evaluate(() => document.visibilityState)} (emulated)`;
    const beforeHidden = await draws(page);
    await page.waitForTimeout(QUIET_MS);
    const framesDrawnHidden = (await draws(page)) - beforeHidden;
    await page.evaluate(`
      delete document.hidden;
      delete document.visibilityState;
      document.dispatchEvent(new Event("visibilitychange"));
    `);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
    const beforeOffScreen = await draws(page);
    await page.waitForTimeout(QUIET_MS);
    const framesDrawnOffScreen = (await draws(page)) - beforeOffScreen;

    return {
      visibleSeconds: VISIBLE_MS / 1000,
      framesDrawn,
      framesPerSecond: framesDrawn / (VISIBLE_MS / 1000),
      mainThreadMsPerFrame: perFrame((end.task - start.task) * 1000),
      scriptMsPerFrame: perFrame((end.script - start.script) * 1000),
      mainThreadBusyShare: ((end.task - start.task) * 1000) / VISIBLE_MS,
      hiddenSeconds: QUIET_MS / 1000,
      hiddenVisibilityState,
      framesDrawnHidden,
      offScreenSeconds: QUIET_MS / 1000,
      framesDrawnOffScreen,
    };
  } finally {
    await context.close();
  }
}
