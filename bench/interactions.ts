import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import type { BrowserCookie } from "./browser-cookies";
import { TOOL_PATH } from "./lighthouse";
import { appUrl } from "./servers";
import type { Staff } from "./session";
import { interactionMs, type EventEntry } from "./verdict";

export type InteractionRow = {
  name: string;
  path: string;
  /** Each repetition's latency: the longest event of the worst interaction the step caused. */
  runsMs: number[];
  worstMs: number;
};

type Step = {
  name: string;
  path: string;
  signedIn: boolean;
  viewport?: { width: number; height: number };
  /** Brings the page to the state before the interaction; not measured. */
  prepare?: (page: Page) => Promise<void>;
  /** The interaction itself: a missing element throws. */
  act: (page: Page) => Promise<void>;
  /** Waits for what the interaction must show; read after its events, as it may navigate. */
  outcome: (page: Page) => Promise<unknown>;
};

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const REPETITIONS = 5;
const OUTCOME_TIMEOUT_MS = 15_000;
const sidebar = (page: Page) => page.getByRole("navigation", { name: "Portal" });
const reportLink = (page: Page) => page.getByRole("link", { name: "Ledgerline", exact: true });
const reportDialog = (page: Page) => page.getByRole("dialog", { name: "Ledgerline" });

const isExpanded = (button: Locator) =>
  button
    .and(button.page().locator('[aria-expanded="true"]'))
    .waitFor({ timeout: OUTCOME_TIMEOUT_MS });
const folder = (page: Page, name: string) =>
  sidebar(page).getByRole("button", { name, exact: true });
const menuButton = (page: Page) => page.getByRole("button", { name: "Menu" });

async function openFolder(page: Page, name: string): Promise<void> {
  await folder(page, name).click();
  await isExpanded(folder(page, name));
}

function steps(staff: Staff): Step[] {
  return [
    {
      name: "report dialog: open (a venture card on /)",
      path: "/",
      signedIn: false,
      act: (page) => reportLink(page).click(),
      outcome: (page) => reportDialog(page).waitFor({ timeout: OUTCOME_TIMEOUT_MS }),
    },
    {
      name: "report dialog: close",
      path: "/",
      signedIn: false,
      prepare: async (page) => {
        await reportLink(page).click();
        await reportDialog(page).waitFor({ timeout: OUTCOME_TIMEOUT_MS });
      },
      act: (page) => reportDialog(page).getByRole("button", { name: "Close" }).click(),
      outcome: (page) =>
        reportDialog(page).waitFor({ state: "detached", timeout: OUTCOME_TIMEOUT_MS }),
    },
    {
      name: "mobile menu: open (phone viewport)",
      path: "/about",
      signedIn: false,
      viewport: PHONE,
      act: (page) => menuButton(page).click(),
      outcome: (page) => isExpanded(menuButton(page)),
    },
    {
      name: "sidebar folder: open Tools",
      path: "/portal",
      signedIn: true,
      act: (page) => folder(page, "Tools").click(),
      outcome: (page) => isExpanded(folder(page, "Tools")),
    },
    {
      name: "dashboard: Show Examples",
      path: "/portal",
      signedIn: true,
      act: (page) => page.getByRole("button", { name: "Show Examples" }).click(),
      outcome: (page) =>
        page
          .getByRole("button", { name: "Hide Examples" })
          .waitFor({ timeout: OUTCOME_TIMEOUT_MS }),
    },
    {
      name: "page search: type “vault”",
      path: "/portal",
      signedIn: true,
      prepare: (page) => page.getByRole("combobox", { name: "Search pages" }).focus(),
      act: (page) => page.keyboard.type("vault"),
      outcome: (page) =>
        page.getByRole("option", { name: /Idea Vault/ }).waitFor({ timeout: OUTCOME_TIMEOUT_MS }),
    },
    {
      name: "content tool: open the Ventures list from the sidebar",
      path: "/portal",
      signedIn: true,
      prepare: async (page) => {
        await openFolder(page, "E-Management");
        await openFolder(page, "SV Web Home");
      },
      act: (page) => sidebar(page).getByRole("link", { name: "Ventures Manager" }).click(),
      outcome: (page) =>
        page
          .getByRole("heading", { level: 1, name: "Ventures Manager" })
          .waitFor({ timeout: OUTCOME_TIMEOUT_MS }),
    },
    {
      name: "content tool: start an edit (first venture)",
      path: TOOL_PATH,
      signedIn: true,
      act: (page) => page.getByRole("main").getByRole("listitem").getByRole("link").first().click(),
      outcome: (page) =>
        page
          .getByRole("heading", { level: 1, name: "Edit venture" })
          .waitFor({ timeout: OUTCOME_TIMEOUT_MS }),
    },
    {
      name: "sign-in form: submit",
      path: "/login",
      signedIn: false,
      prepare: async (page) => {
        await page.getByLabel("E-mail").fill(staff.email);
        await page.getByLabel("Password").fill(staff.password);
      },
      act: (page) => page.getByRole("button", { name: "Sign In" }).click(),
      outcome: (page) => page.waitForURL("**/portal", { timeout: OUTCOME_TIMEOUT_MS }),
    },
  ];
}

// Buffered from the page's start; only events of 16 ms or more (the API's floor) are reported.
const OBSERVE_EVENTS = `
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__benchEvents.push({ interactionId: entry.interactionId, duration: entry.duration });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
`;

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { __benchEvents: EventEntry[] }).__benchEvents);

/** Waits for two frames and a moment, so the interaction's next paint and its entry are in. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
      ),
  );
}

async function once(context: BrowserContext, step: Step, cpuRate: number): Promise<number> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
    await page.goto(`${appUrl}${step.path}`, { waitUntil: "load" });
    // Hydrated: the islands listen once the page's chunks have run and the network is quiet.
    await page.waitForLoadState("networkidle");
    await step.prepare?.(page);
    await settle(page);
    const before = (await events(page)).length;
    await step.act(page);
    await settle(page);
    const latency = interactionMs((await events(page)).slice(before));
    await step.outcome(page);
    return latency;
  } finally {
    await page.close();
  }
}

/**
 * Each scripted interaction five times, each time on a freshly loaded page, with the CPU slowed
 * by `cpuRate` (the Lighthouse calibration's) through DevTools; latency from the Event Timing API.
 */
export async function measureInteractions(
  browser: Browser,
  cookies: BrowserCookie[],
  staff: Staff,
  cpuRate: number,
  onProgress: (line: string) => void,
): Promise<InteractionRow[]> {
  const rows: InteractionRow[] = [];
  for (const step of steps(staff)) {
    const runsMs: number[] = [];
    for (let run = 0; run < REPETITIONS; run++) {
      const context = await browser.newContext({ viewport: step.viewport ?? DESKTOP });
      try {
        await context.addInitScript(OBSERVE_EVENTS);
        if (step.signedIn) await context.addCookies(cookies);
        runsMs.push(await once(context, step, cpuRate));
      } catch (error) {
        throw new Error(`interaction “${step.name}” on ${step.path}: ${String(error)}`);
      } finally {
        await context.close();
      }
    }
    const worstMs = Math.max(...runsMs);
    onProgress(`INP ${step.name}: worst ${worstMs} ms of ${runsMs.join(", ")}`);
    rows.push({ name: step.name, path: step.path, runsMs, worstMs });
  }
  return rows;
}
