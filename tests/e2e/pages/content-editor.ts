import { expect, type Locator, type Page } from "@playwright/test";
import { PortalPage } from "./portal-page";

/**
 * A content tool's editor as an editor uses it: its fields by label, its buttons and their
 * answers, an item's history and deletion, and the public page the changes reach. On a page of
 * several editors (ForceAnnBar and ForceModal) it is scoped to one editor's region.
 */
export class ContentEditor extends PortalPage {
  /** The editor's answer that a change was refused ("Not saved: …"). */
  readonly refusal: Locator;
  /** The history's entries of saved versions, oldest last. */
  readonly savedVersions: Locator;

  constructor(
    page: Page,
    readonly scope: Page | Locator = page,
  ) {
    super(page);
    this.refusal = scope.getByRole("alert").filter({ hasText: "Not saved" });
    this.savedVersions = scope.getByRole("listitem").filter({ hasText: /^saved by/ });
  }

  /** The site bar's editor, on ForceAnnBar and ForceModal. */
  static siteBar(page: Page): ContentEditor {
    return new ContentEditor(page, page.getByRole("region", { name: /^ForceAnnBar/ }));
  }

  /** The site notice's editor, on ForceAnnBar and ForceModal. */
  static siteNotice(page: Page): ContentEditor {
    return new ContentEditor(page, page.getByRole("region", { name: /^ForceModal/ }));
  }

  /** The field labelled `label`. */
  field(label: string): Locator {
    return this.scope.getByLabel(label);
  }

  /** The editor's button named exactly `name`. */
  button(name: string): Locator {
    return this.scope.getByRole("button", { name, exact: true });
  }

  /** Fills each field, by its label, in the order given. */
  async fill(values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  /** Clicks one of the editor's buttons and waits for its answer. */
  async submit(button: string, answer: RegExp): Promise<void> {
    await this.button(button).click();
    await expect(this.scope.getByText(answer)).toBeVisible();
  }

  /** Sends a new item's form and waits for the item's own editor, headed "Edit <noun>". */
  async createDraft(noun: string): Promise<void> {
    await this.scope.getByRole("button", { name: "Create draft" }).click();
    await expect(this.heading(`Edit ${noun}`)).toBeVisible();
  }

  /** Deletes the item open in the editor, ticking the confirmation its button asks for. */
  async deleteItem(noun: string): Promise<void> {
    await this.field(`Yes, delete this ${noun}`).check();
    await this.scope.getByRole("button", { name: `Delete ${noun}` }).click();
  }

  /** Restores the history's version whose entry begins with `entry` ("created by"). */
  async restore(entry: string): Promise<void> {
    const version = this.scope.getByRole("listitem").filter({ hasText: new RegExp(`^${entry}`) });
    await version
      .getByRole("button", { name: new RegExp(`^Restore the version of ${entry}`) })
      .click();
  }

  /** Loads public `path` until it shows `text`: a revalidated page renders on the request after a publish. */
  async expectOnSite(path: string, text: string): Promise<void> {
    await expect(async () => {
      await this.page.goto(path);
      await expect(this.page.getByText(text, { exact: true }).first()).toBeVisible({
        timeout: 1000,
      });
    }).toPass({ timeout: 15_000 });
  }
}
