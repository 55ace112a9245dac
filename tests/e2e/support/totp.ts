import { Secret, TOTP } from "otpauth";

const STEP_MS = 30_000;
/** The last step whose code each secret spent in this worker: the auth service takes one once. */
const spentSteps = new Map<string, number>();

/** The code an authenticator app shows for `secret` at `timestamp`. */
function codeAt(secret: string, timestamp: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });
}

/** The code for `secret`, `steps` 30-second steps from now (not marked as spent). */
export function codeFor(secret: string, steps = 0): string {
  return codeAt(secret, Date.now() + steps * STEP_MS);
}

/**
 * A code for `secret` no earlier sign-in in this worker spent: the current step's, else the
 * next one's (which the auth service still accepts), else after waiting for the next step.
 */
export async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const step = Math.floor(Date.now() / STEP_MS);
    const use = Math.max(step, (spentSteps.get(secret) ?? step - 1) + 1);
    if (use <= step + 1) {
      spentSteps.set(secret, use);
      return codeAt(secret, use * STEP_MS + 1000);
    }
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * STEP_MS - Date.now() + 100));
  }
}
