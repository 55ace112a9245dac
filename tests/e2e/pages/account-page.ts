import type { Locator, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { freshCode } from "../support/totp";
import { PortalPage } from "./portal-page";

/**
 * Your Account as its owner uses it: two-step sign-in turned on and off with codes, the password
 * changed, the sign-ins seen and ended everywhere.
 */
export class AccountPage extends PortalPage {
  static readonly path = "/portal/account";

  readonly twoStep: Locator;
  /** The code field of the two-step section, turning it on or off. */
  readonly code: Locator;
  /** The key the two-step setup shows, grouped in fours. */
  readonly secret: Locator;
  readonly turnOnButton: Locator;
  readonly confirmButton: Locator;
  readonly turnOffButton: Locator;
  readonly password: Locator;
  readonly signIns: Locator;
  readonly signOutEverywhereButton: Locator;

  constructor(page: Page) {
    super(page);
    this.twoStep = page.getByRole("region", { name: "Two-step sign-in" });
    this.code = this.twoStep.getByLabel("6-digit code from your authenticator app");
    this.secret = page.getByTestId("totp-secret");
    this.turnOnButton = this.twoStep.getByRole("button", { name: "Turn on two-step sign-in" });
    this.confirmButton = this.twoStep.getByRole("button", { name: "Confirm and turn on" });
    this.turnOffButton = this.twoStep.getByRole("button", { name: "Turn off two-step sign-in" });
    this.password = page.getByRole("region", { name: "Password" });
    this.signIns = page.getByRole("region", { name: "Sign-ins" });
    this.signOutEverywhereButton = page.getByRole("button", { name: "Sign out everywhere" });
  }

  /** The TOTP of the key the setup shows, as an authenticator app has it. */
  async shownTotp(): Promise<TOTP> {
    const text = await this.secret.innerText();
    return new TOTP({ secret: Secret.fromBase32(text.replace(/\s/g, "")) });
  }

  /** Gives `code` to confirm the setup shown. */
  async confirmCode(code: string): Promise<void> {
    await this.code.fill(code);
    await this.confirmButton.click();
  }

  /** Gives `code` to turn two-step sign-in off. */
  async turnOff(code: string): Promise<void> {
    await this.code.fill(code);
    await this.turnOffButton.click();
  }

  /** Turns two-step sign-in on with the first code of the key shown; returns that key. */
  async turnOnTwoStep(): Promise<string> {
    await this.turnOnButton.click();
    const secret = (await this.secret.innerText()).replace(/\s/g, "");
    await this.confirmCode(await freshCode(secret));
    return secret;
  }

  /** Sends the password form with the current password, the new one and its repeat. */
  async changePassword(current: string, next: string, repeat: string): Promise<void> {
    await this.password.getByLabel("Current password").fill(current);
    await this.password.getByLabel("New password", { exact: true }).fill(next);
    await this.password.getByLabel("New password again").fill(repeat);
    await this.password.getByRole("button", { name: "Change password" }).click();
  }
}
