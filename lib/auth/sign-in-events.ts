import "server-only";
import { after } from "next/server";
import { recordEventNow, type ActivityEvent } from "@/lib/db/activity";
import { mayRecordRefusal, type AuthStep } from "./limits";

/** How a sign-in began. */
export type FirstStep = "password" | "magic link" | "invitation link" | "password reset link";

/** How a sign-in was completed: its first step alone, or that and an authenticator code. */
export type SignInMethod = FirstStep | `${FirstStep} and code`;

/** A verified staff member: the user id and e-mail the auth service gave for the session. */
type Person = { id: string; email?: string };

/**
 * Writes the event `make` gives (none when null) once the answer is on its way: a sign-in never
 * waits on the log and never fails because of it. A failure is logged with its error, never dropped.
 */
function recordAfterAnswer(make: () => Promise<ActivityEvent | null>): void {
  after(async () => {
    let event: ActivityEvent | null = null;
    try {
      event = await make();
      if (event) await recordEventNow(event);
    } catch (error) {
      console.error(`Activity log: could not record ${event?.action ?? "a sign-in event"}:`, error);
    }
  });
}

/** Records that `person` signed in by `method` from `address`. */
export function recordSignIn(person: Person, method: SignInMethod, address: string | null): void {
  recordAfterAnswer(async () => ({
    actor: { id: person.id, email: person.email ?? null },
    action: "auth.signed_in",
    target: null,
    clientAddress: address,
    details: { method },
  }));
}

/** Records that `person` signed out from `address`. */
export function recordSignOut(person: Person, address: string | null): void {
  recordAfterAnswer(async () => ({
    actor: { id: person.id, email: person.email ?? null },
    action: "auth.signed_out",
    target: null,
    clientAddress: address,
  }));
}

/**
 * Records that a sign-in `step` as `email` (null when the step names none: a magic link's
 * landing) from `address` was refused by one of the app's limits, within `mayRecordRefusal`'s
 * bound. Nobody was verified: the actor is only the address tried.
 */
export function recordRefusedSignIn(
  email: string | null,
  step: AuthStep,
  address: string | null,
): void {
  recordAfterAnswer(async () =>
    (await mayRecordRefusal(email, address))
      ? {
          actor: { id: null, email },
          action: "auth.sign_in_refused",
          target: null,
          clientAddress: address,
          details: { step },
        }
      : null,
  );
}
