import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { createStaff, expect, removeStaff, test, type StaffUser } from "./support/fixtures";
import { LoginPage } from "./pages/login-page";

const MANAGE = "/portal/manage-users";
const ACTIVITY = "/portal/activity";

/** A phone held upright, and the most common laptop screen. */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];

/** Signs in as `user` afresh (whoever was signed in before) and opens portal `path`. */
async function signInAs(page: Page, user: StaffUser, path: string) {
  await page.context().clearCookies();
  await page.goto(`/login?next=${encodeURIComponent(path)}`);
  await new LoginPage(page).signIn(user);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

/**
 * Where the text of `elements` is laid out on two lines between two letters or digits of one
 * block: a word (`staff`, `0016d3cca427`, `example`) broken in two. Each break is given as
 * `…ab|cd…`. Text out of sight (a closed folder, a screen reader's 1-pixel box) is not read.
 */
function wordsBroken(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((nodes) => {
    const broken: string[] = [];
    const isWordChar = (char: string) => /[\p{L}\p{N}]/u.test(char);
    // Words never run from one box into the next: a cell, a paragraph, a button.
    const boxOf = (element: Element | null) => {
      let box = element;
      while (box && ["inline", "contents"].includes(getComputedStyle(box).display)) {
        box = box.parentElement;
      }
      return box;
    };
    for (const node of nodes) {
      const chars: { char: string; top: number; height: number }[] = [];
      let lastBox: Element | null = null;
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const parent = text.parentElement;
        if (!parent?.checkVisibility() || parent.getBoundingClientRect().width <= 1) continue;
        const box = boxOf(parent);
        if (box !== lastBox) chars.push({ char: "\n", top: 0, height: 0 });
        lastBox = box;
        const value = text.textContent ?? "";
        for (let index = 0; index < value.length; index += 1) {
          const range = document.createRange();
          range.setStart(text, index);
          range.setEnd(text, index + 1);
          const rect = range.getBoundingClientRect();
          if (rect.width === 0 && rect.height === 0) {
            // A space at the end of a line takes no room: still the break point it is.
            if (/\s/.test(value[index]!)) chars.push({ char: " ", top: 0, height: 0 });
            continue;
          }
          chars.push({ char: value[index]!, top: rect.top, height: rect.height });
        }
      }
      for (let index = 1; index < chars.length; index += 1) {
        const before = chars[index - 1]!;
        const after = chars[index]!;
        const isNewLine = after.top > before.top + before.height / 2;
        if (isNewLine && isWordChar(before.char) && isWordChar(after.char)) {
          const text = chars.map(({ char }) => char).join("");
          broken.push(
            `${text.slice(Math.max(0, index - 12), index)}|${text.slice(index, index + 12)}`,
          );
        }
      }
    }
    return broken;
  });
}

/**
 * The elements of `elements` not wholly inside the window's width (or not laid out at all), and
 * every box on the page that scrolls sideways: what a person could not read without scrolling.
 */
function outOfSight(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((nodes) => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) => element.outerHTML.slice(0, 120);
    const outside = nodes
      .filter((node) => {
        const box = node.getBoundingClientRect();
        return box.width === 0 || box.left < 0 || box.right > width + 0.5;
      })
      .map((node) => `outside ${width}px: ${describe(node)}`);
    const scrolling = [document.documentElement, ...document.querySelectorAll("main *")]
      .filter((element) => {
        const { overflowX } = getComputedStyle(element);
        const scrolls = element === document.documentElement || /auto|scroll/.test(overflowX);
        return scrolls && element.scrollWidth > element.clientWidth + 0.5;
      })
      .map((element) => `scrolls sideways: ${describe(element)}`);
    return [...outside, ...scrolling];
  });
}

/** Checks that `elements` (one at least) keep their words whole and stay in sight. */
async function expectReadable(elements: Locator) {
  await expect(elements.first()).toBeVisible();
  expect(await wordsBroken(elements)).toEqual([]);
  expect(await outOfSight(elements)).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test.describe(`the portal's tables at ${viewport.width} px`, () => {
    test.describe.configure({ timeout: 180_000 });
    test.use({ viewport });

    test("every address keeps its words whole, every field and action of a row is in sight, and the lists pass axe", async ({
      page,
    }) => {
      // Addresses as long as an acceptance test's: `staff-<uuid>@example.com`, 54 characters.
      const admin = await createStaff(page, "admin", { twoStep: true });
      const colleague = await createStaff(page, "viewer", { twoStep: true });
      try {
        await signInAs(page, admin, MANAGE);
        await expect(
          page.getByRole("heading", { level: 1, name: "Manage User Accounts" }),
        ).toBeVisible();
        await expect(page.getByText("Portal / Client & Staff", { exact: true })).toBeVisible();
        const row = page
          .getByRole("row")
          .filter({ has: page.getByRole("rowheader", { name: colleague.email }) });
        await expectReadable(page.locator("tbody").getByRole("rowheader"));
        await expectReadable(page.locator("tbody").getByRole("cell"));
        await expectNoAxeViolations(page);

        // Every control of a row's Manage folder, and its answer, in sight too.
        await row.locator("summary").click();
        await expect(row.getByRole("button", { name: "Delete account" })).toBeVisible();
        const controls = row.locator("summary, button, select, input:not([type=hidden]), label");
        expect(await outOfSight(controls)).toEqual([]);
        await row.getByLabel(`Role of ${colleague.email}`).selectOption("editor");
        await row.getByRole("button", { name: "Change role" }).click();
        await expect(row.getByRole("status")).toHaveText(/is now an editor/);
        expect(await outOfSight(row.getByRole("status"))).toEqual([]);
        await expectReadable(row.locator("th, td").filter({ hasNot: page.locator("details") }));
        await expectNoAxeViolations(page);

        // The change, with the admin's address as Who and the colleague's as its target.
        await page.goto(`${ACTIVITY}?person=${encodeURIComponent(admin.email)}`);
        await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
        await expect(page.getByText("Portal / Client & Staff", { exact: true })).toBeVisible();
        const events = page.getByRole("table").locator("tbody tr");
        await expect(async () => {
          await page.reload();
          await expect(events.first()).toContainText("changed the role of", { timeout: 1000 });
        }).toPass({ timeout: 15_000 });
        await expect(events.first().getByRole("link", { name: colleague.email })).toBeVisible();
        await expectReadable(events.locator("td"));
        await expectReadable(events.getByRole("link"));
        await expectNoAxeViolations(page);

        // Every event, not only the admin's: the view as it opens.
        await page.goto(ACTIVITY);
        await expectReadable(events.locator("td"));
      } finally {
        await removeStaff(page, colleague);
        await removeStaff(page, admin);
      }
    });
  });
}
