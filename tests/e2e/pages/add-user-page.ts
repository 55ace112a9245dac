import type { Locator, Page } from "@playwright/test";
import { PortalPage } from "./portal-page";

/** Add User as an admin uses it: the invite form, and the pending invitations with their actions. */
export class AddUserPage extends PortalPage {
  static readonly path = "/portal/add-user";

  readonly email: Locator;
  readonly role: Locator;
  readonly sendButton: Locator;
  /** The invite form's answers: its status and its alert, each a live region of its own. */
  readonly inviteStatus: Locator;
  readonly inviteAlert: Locator;
  /** The pending list's answer, a live region of its own. */
  readonly listStatus: Locator;

  constructor(page: Page) {
    super(page);
    this.email = page.getByLabel("E-mail");
    this.role = page.getByLabel("Role");
    this.sendButton = page.getByRole("button", { name: "Send invitation" });
    const form = page.getByRole("region", { name: "Invite someone" });
    this.inviteStatus = form.getByRole("status");
    this.inviteAlert = form.getByRole("alert");
    this.listStatus = page.getByRole("region", { name: "Pending invitations" }).getByRole("status");
  }

  /** The pending invitation of `email`. */
  pending(email: string): Locator {
    return this.page.getByRole("listitem", { name: email });
  }

  /** Invites `email` as `role`. */
  async invite(email: string, role: string): Promise<void> {
    await this.email.fill(email);
    await this.role.selectOption(role);
    await this.sendButton.click();
  }
}
