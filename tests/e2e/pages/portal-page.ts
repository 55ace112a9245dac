import type { BrowserContext, Locator, Page } from "@playwright/test";
import type { StaffUser } from "../support/fixtures";
import { LoginPage } from "./login-page";

const signedInAt = new WeakMap<BrowserContext, number>();
// The e2e stack ends every session 40 s after sign-in (local-stack.ts): sign in afresh well before.
const FRESH_MS = 5_000;

/**
 * A portal page as a staff member reaches it: signing in to it, its heading, the 403 shown in
 * its place, and the header's Sign Out. The tools' page objects extend it.
 */
export class PortalPage {
  /** The heading of the portal's 403, shown in the frame when the role falls short. */
  readonly notForYourRole: Locator;
  readonly signOutButton: Locator;

  constructor(readonly page: Page) {
    this.notForYourRole = page.getByRole("heading", { level: 1, name: "Not for your role" });
    this.signOutButton = page.getByRole("button", { name: "Sign Out" });
  }

  /** The page's heading, `name`. */
  heading(name: string): Locator {
    return this.page.getByRole("heading", { level: 1, name });
  }

  /**
   * Opens portal `path` (with its query) in a session younger than the stack's time box, signing
   * in as `user` when needed.
   */
  async open(user: StaffUser, path: string): Promise<void> {
    const context = this.page.context();
    if (Date.now() - (signedInAt.get(context) ?? 0) <= FRESH_MS) {
      await this.page.goto(path);
      return;
    }
    await this.signInAs(user, path);
    signedInAt.set(context, Date.now());
  }

  /** Signs in as `user` afresh (whoever was signed in before) and opens portal `path`. */
  async signInAs(user: StaffUser, path: string): Promise<void> {
    await this.page.context().clearCookies();
    await this.page.goto(`/login?next=${encodeURIComponent(path)}`);
    await new LoginPage(this.page).signIn(user);
    await this.page.waitForURL((url) => `${url.pathname}${url.search}` === path);
  }
}
