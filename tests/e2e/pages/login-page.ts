import type { Locator, Page } from "@playwright/test";
import { freshCode } from "../support/totp";

/** A person's password, and the secret of their authenticator factor when they have one. */
type Credentials = { email: string; password: string; secret?: string };

/** The sign-in page as a visitor uses it: its two fields, its two buttons and its notices. */
export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly signInButton: Locator;
  readonly magicLinkButton: Locator;
  /** The error banner inside the page (the portal header has an alert of its own). */
  readonly alert: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel("E-mail");
    this.password = page.getByLabel("Password");
    this.signInButton = page.getByRole("button", { name: "Sign In" });
    this.magicLinkButton = page.getByRole("button", { name: "Send me a magic link" });
    this.alert = page.getByRole("main").getByRole("alert");
    this.status = page.getByRole("status");
  }

  /** Opens `/login`, with `query` (starting with `?`) when given. */
  goto(query = "") {
    return this.page.goto(`/login${query}`);
  }

  /**
   * Fills in and submits the password form on the current page; for an account with a factor
   * (`secret`), then gives a fresh code on the code step.
   */
  async signIn({ email, password, secret }: Credentials): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.signInButton.click();
    if (secret) await this.enterCode(await freshCode(secret));
  }

  /**
   * Gives `code` on the code step, which the page must be on or be going to: the second step
   * after the password or an e-mail link for an account with an authenticator factor.
   */
  async enterCode(code: string): Promise<void> {
    await this.page.waitForURL(/\/login\/two-step/);
    await this.page.getByLabel("Authenticator code").fill(code);
    await this.page.getByRole("button", { name: "Verify code" }).click();
  }

  /** Asks for a magic link for `email` on the current page. */
  async requestMagicLink(email: string): Promise<void> {
    await this.email.fill(email);
    await this.magicLinkButton.click();
  }
}
