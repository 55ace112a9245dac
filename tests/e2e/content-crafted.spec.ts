import { barState, captureSave, craftedForm, TOOL } from "./support/crafted-forms";
import { expect, test, uniqueSlug } from "./support/fixtures";
import { ContentEditor } from "./pages/content-editor";

test.describe("crafted content forms", () => {
  test.describe.configure({ timeout: 180_000 });

  test("an unknown intent, a singleton's deletion or a second singleton is refused and saves nothing", async ({
    page,
    staffUser,
    baseURL,
  }) => {
    const bar = ContentEditor.siteBar(page);
    await bar.open(staffUser, TOOL);
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
      await bar.open(staffUser, TOOL);
      const response = await page.request.post(TOOL, {
        headers: { "Next-Action": actionId, Origin: new URL(baseURL!).origin },
        multipart: craftedForm(fields, { ...change, text: marker }, prefix),
      });
      expect(response.status(), JSON.stringify(change)).toBe(200);
      expect(await response.text(), JSON.stringify(change)).toMatch(answer);
    }

    await bar.open(staffUser, TOOL);
    expect(await barState(page)).toEqual(before);
    expect(before.text).not.toBe(marker);
  });

  test("preview is switched on by the editor's button (a POST), never by a GET", async ({
    page,
    staffUser,
  }) => {
    const bar = ContentEditor.siteBar(page);
    await bar.open(staffUser, TOOL);
    const viaGet = await page.request.get("/portal/preview?path=%2Fabout", { maxRedirects: 0 });
    expect(viaGet.status()).toBe(405);
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).not.toContain("__prerender_bypass");
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Preview" })).toHaveCount(0);

    await bar.open(staffUser, TOOL);
    await bar.button("Preview").click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("region", { name: "Preview" })).toBeVisible();
    await page.getByRole("link", { name: "Exit preview" }).click();
    await expect(page.getByRole("region", { name: "Preview" })).toHaveCount(0);
  });
});
