"use server";

import { redirect, RedirectType } from "next/navigation";
import { z } from "zod";
import { defineAction } from "@/lib/action/define-action";
import { authMessages } from "@/lib/auth/messages";
import { loginPath, safeNextPath } from "@/lib/auth/paths";
import { verifyCode, type CodeOutcome } from "@/lib/auth/two-step-code";
import { createSupabaseServerClient } from "@/lib/supabase/server";
import { requestAddress } from "@/lib/visitor-address/request";

/** What the person reads for a code that did not sign them in. */
const REFUSALS: Record<Exclude<CodeOutcome, "verified" | "signed-out" | "not-owed">, string> = {
  malformed: "Enter the 6-digit code from your authenticator app.",
  wrong: "That code is not right. Enter the current code from your authenticator app.",
  limited: authMessages.tooManyAttempts,
  busy: authMessages.busy,
  unavailable: authMessages.unavailable,
};

/**
 * The sign-in's second step: the code from the person's authenticator app raises their session
 * to `aal2` (written to the cookies), then they go on to `next`. A session that ended goes back
 * to sign in; one that owes no code goes straight on. Never echoes the code back.
 */
export const submitCode = defineAction({
  caller: "anyone",
  form: z.object({ code: z.string(), next: z.string().transform(safeNextPath) }),
  run: async ({ code, next }) => {
    const supabase = await createSupabaseServerClient({ isSignInStep: true });
    const outcome = await verifyCode(supabase, code, await requestAddress());
    if (outcome === "signed-out") redirect(loginPath(next, { hasExpired: true }));
    if (outcome === "verified" || outcome === "not-owed") redirect(next, RedirectType.replace);
    const status = outcome === "malformed" || outcome === "wrong" ? "invalid" : "refused";
    return { status, message: REFUSALS[outcome] };
  },
});
