import "server-only";
import { cookies, headers } from "next/headers";
import { sessionCookieOptions } from "@/lib/supabase/config";
import { SET_PASSWORD_PATH } from "./paths";

const COOKIE = "password-step";
/** Time to choose a password after pressing the link's button. */
const STEP_SECONDS = 30 * 60;
const VALUE = /^(invite|recovery):([0-9a-f-]{36})$/;

/** Why the person is choosing a password, and whose session it is for. */
export type PasswordStep = { type: "invite" | "recovery"; userId: string };

/**
 * Notes that this browser's session came from an invitation or reset link just now: only such a
 * session reaches the set-password page. HttpOnly and scoped to that page.
 */
export async function startPasswordStep(step: PasswordStep): Promise<void> {
  const { secure } = sessionCookieOptions((await headers()).get("x-forwarded-proto"));
  (await cookies()).set(COOKIE, `${step.type}:${step.userId}`, {
    path: SET_PASSWORD_PATH,
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: STEP_SECONDS,
  });
}

/** The step this browser is on, when it is one for `userId`; else null. */
export async function passwordStepFor(userId: string): Promise<PasswordStep | null> {
  const match = VALUE.exec((await cookies()).get(COOKIE)?.value ?? "");
  if (!match || match[2] !== userId) return null;
  return { type: match[1] as PasswordStep["type"], userId };
}

/** Ends the step once the password is chosen. */
export async function endPasswordStep(): Promise<void> {
  (await cookies()).delete({ name: COOKIE, path: SET_PASSWORD_PATH });
}
