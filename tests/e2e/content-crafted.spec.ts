import type { Page, Request as SentRequest } from "@playwright/test";
import { openPortal, uniqueSlug } from "./content-tools";
import { expect, test } from "./fixtures";

const TOOL = "/portal/site/force-banner";
const barEditor = (page: Page) => page.getByRole("region", { name: /^ForceAnnBar/ });

/**
 * The action id, the form's fields in the order sent (React reads its argument row, last, only
 * after the fields it refers to), and the prefix React gives their names.
 */
type CapturedSave = { actionId: string; fields: [string, string][]; prefix: string };

/** The site bar's Save draft as the browser sends it: its action id and form, stopped on its way. */
async function captureSave(page: Page): Promise<CapturedSave> {
  let captured: SentRequest | null = null;
  await page.route(`**${TOOL}`, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    captured = route.request();
    await route.abort();
  });
  await barEditor(page).getByRole("button", { name: "Save draft" }).click();
  await expect.poll(() => captured).not.toBeNull();
  await page.unroute(`**${TOOL}`);
  const request = captured! as SentRequest;
  const form = await new Request("http://form.invalid/", {
    method: "POST",
    headers: { "Content-Type": request.headers()["content-type"] ?? "" },
    body: new Uint8Array(request.postDataBuffer() ?? []),
  }).formData();
  const fields = [...form].map(([name, value]): [string, string] => [name, String(value)]);
  const prefix = fields.find(([name]) => name.endsWith("kind"))?.[0].slice(0, -4) ?? "";
  return { actionId: request.headers()["next-action"] ?? "", fields, prefix };
}

/** The captured form with `change` made to its fields (the submitter's `intent` included). */
function craftedForm(fields: [string, string][], change: Record<string, string>, prefix: string) {
  const form = new FormData();
  const rest = new Map(Object.entries(change).map(([name, value]) => [`${prefix}${name}`, value]));
  for (const [name, value] of fields) {
    if (name === "0") for (const [added, text] of rest) form.append(added, text);
    form.append(name, rest.get(name) ?? value);
    rest.delete(name);
  }
  return form;
}

/** What the site bar's editor shows of its state: the version line and the history's length. */
async function barState(page: Page) {
  await page.goto(TOOL);
  await expect(barEditor(page).getByText(/· version \d+ ·/)).toBeVisible();
  return {
    versionLine: await barEditor(page)
      .getByText(/· version \d+ ·/)
      .textContent(),
    changes: await barEditor(page)
      .getByRole("region", { name: "History" })
      .getByRole("listitem")
      .count(),
    text: await barEditor(page).getByLabel("Text").inputValue(),
  };
}

test.describe("crafted content forms", () => {
  test.describe.configure({ timeout: 180_000 });

  test("an unknown intent, a singleton's deletion or a second singleton is refused and saves nothing", async ({
    page,
    staffUser,
    baseURL,
  }) => {
    await openPortal(page, staffUser, TOOL);
    const { actionId, fields, prefix } = await captureSave(page);
    expect(actionId).not.toBe("");
    expect(fields).toContainEqual([`${prefix}kind`, "siteBar"]);
    const before = await barState(page);
    const marker = `Crafted ${uniqueSlug("bar")}`;

    const crafted: [Record<string, string>, RegExp][] = [
      [{ intent: "__proto__" }, /asks for something the editor does not do/],
      [{ intent: "constructor" }, /asks for something the editor does not do/],
      [{ intent: "toString" }, /asks for something the editor does not do/],
      [{ intent: "delete", confirm: "yes" }, /site bar is always there/],
      [{ intent: "save", id: "" }, /site bar is always there/],
    ];
    for (const [change, answer] of crafted) {
      await openPortal(page, staffUser, TOOL);
      const response = await page.request.post(TOOL, {
        headers: { "Next-Action": actionId, Origin: new URL(baseURL!).origin },
        multipart: craftedForm(fields, { ...change, text: marker }, prefix),
      });
      expect(response.status(), JSON.stringify(change)).toBe(200);
      expect(await response.text(), JSON.stringify(change)).toMatch(answer);
    }

    await openPortal(page, staffUser, TOOL);
    expect(await barState(page)).toEqual(before);
    expect(before.text).not.toBe(marker);
  });

  test("preview is switched on by the editor's button (a POST), never by a GET", async ({
    page,
    staffUser,
  }) => {
    await openPortal(page, staffUser, TOOL);
    const viaGet = await page.request.get("/portal/preview?path=%2Fabout", { maxRedirects: 0 });
    expect(viaGet.status()).toBe(405);
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).not.toContain("__prerender_bypass");
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Preview" })).toHaveCount(0);

    await openPortal(page, staffUser, TOOL);
    await barEditor(page).getByRole("button", { name: "Preview", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("region", { name: "Preview" })).toBeVisible();
    await page.getByRole("link", { name: "Exit preview" }).click();
    await expect(page.getByRole("region", { name: "Preview" })).toHaveCount(0);
  });
});
