import type { Locator, Page } from "@playwright/test";
import { PortalPage } from "./portal-page";

/** One account's row of the list, as an admin works on it: its cells, its answers, its actions. */
export class AccountRow {
  readonly header: Locator;
  /** The toggle of the row's Manage folder, which holds its forms. */
  readonly manageToggle: Locator;
  readonly cells: Locator;
  readonly status: Locator;
  readonly alert: Locator;
  readonly roleMenu: Locator;
  readonly deleteConfirmation: Locator;

  constructor(
    readonly locator: Locator,
    readonly email: string,
  ) {
    this.header = locator.getByRole("rowheader");
    this.manageToggle = locator.locator("summary");
    this.cells = locator.getByRole("cell");
    this.status = locator.getByRole("status");
    this.alert = locator.getByRole("alert");
    this.roleMenu = locator.getByLabel(`Role of ${email}`);
    this.deleteConfirmation = locator.getByLabel(`To delete, type ${email}`);
  }

  /** The row's button named `name` (Change role, Deactivate, Delete account…). */
  button(name: string): Locator {
    return this.locator.getByRole("button", { name });
  }

  /** Opens the row's Manage folder. */
  async openManage(): Promise<void> {
    await this.manageToggle.click();
  }

  async changeRole(role: string): Promise<void> {
    await this.roleMenu.selectOption(role);
    await this.button("Change role").click();
  }

  /** Types `confirmation` where deleting asks for the address, then presses Delete account. */
  async delete(confirmation: string): Promise<void> {
    await this.deleteConfirmation.fill(confirmation);
    await this.button("Delete account").click();
  }
}

/** Manage User Accounts as an admin uses it: the list, its search and filters, each row. */
export class ManageUsersPage extends PortalPage {
  static readonly path = "/portal/manage-users";

  /** The search and filters above the list. */
  readonly search: Locator;
  readonly noMatch: Locator;

  constructor(page: Page) {
    super(page);
    this.search = page.getByRole("search", { name: "Staff accounts" });
    this.noMatch = page.getByRole("main").getByText("No staff account matches.");
  }

  /** The list searched for `email`, as the Activity view links to it. */
  static listOf(email: string): string {
    return `${ManageUsersPage.path}?q=${encodeURIComponent(email)}`;
  }

  /** The row of the account `email`. */
  row(email: string): AccountRow {
    const row = this.page
      .getByRole("row")
      .filter({ has: this.page.getByRole("rowheader", { name: email }) });
    return new AccountRow(row, email);
  }

  /** Opens the Manage folder of `email`'s row; the row. */
  async manage(email: string): Promise<AccountRow> {
    const row = this.row(email);
    await row.openManage();
    return row;
  }

  /** Shows the accounts whose address contains `text`. */
  async searchFor(text: string): Promise<void> {
    await this.search.getByLabel("E-mail contains").fill(text);
    await this.search.getByRole("button", { name: "Show" }).click();
  }

  /** Narrows the list to `role`. */
  async filterRole(role: string): Promise<void> {
    await this.search.getByLabel("Role").selectOption(role);
    await this.search.getByRole("button", { name: "Show" }).click();
  }
}
