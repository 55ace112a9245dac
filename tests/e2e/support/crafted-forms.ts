import type { Page, Request as SentRequest } from "@playwright/test";
import { expect } from "./fixtures";
import { ContentEditor } from "../pages/content-editor";

// Server Action posts captured as the browser sent them and posted again changed: the site bar's
// Save draft (the crafted-form specs), the inbox's status form (contact.spec.ts).

export const TOOL = "/portal/site/force-banner";
const barEditor = (page: Page) => ContentEditor.siteBar(page).scope;

/**
 * The action id, the form's fields in the order sent (React reads its argument row, last, only
 * after the fields it refers to), and the prefix React gives their names.
 */
export type CapturedAction = { actionId: string; fields: [string, string][]; prefix: string };

/**
 * A Server Action post as the browser sent it: its action id, fields, and the prefix React gave
 * their names, read off the one named `field`.
 */
export async function decodeAction(request: SentRequest, field: string): Promise<CapturedAction> {
  const form = await new Request("http://form.invalid/", {
    method: "POST",
    headers: { "Content-Type": request.headers()["content-type"] ?? "" },
    body: new Uint8Array(request.postDataBuffer() ?? []),
  }).formData();
  const fields = [...form].map(([name, value]): [string, string] => [name, String(value)]);
  const prefix = fields.find(([name]) => name.endsWith(field))?.[0].slice(0, -field.length) ?? "";
  return { actionId: request.headers()["next-action"] ?? "", fields, prefix };
}

/** The site bar's Save draft as the browser sends it: its action id and form, stopped on its way. */
export async function captureSave(page: Page): Promise<CapturedAction> {
  let captured: SentRequest | null = null;
  await page.route(`**${TOOL}`, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    captured = route.request();
    await route.abort();
  });
  await barEditor(page).getByRole("button", { name: "Save draft" }).click();
  await expect.poll(() => captured).not.toBeNull();
  await page.unroute(`**${TOOL}`);
  return decodeAction(captured! as SentRequest, "kind");
}

/** The captured form with `change` made to its fields (the submitter's `intent` included). */
export function craftedForm(
  fields: [string, string][],
  change: Record<string, string>,
  prefix: string,
) {
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
export async function barState(page: Page) {
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
