"use server";

import { isAuthError, type Session } from "@supabase/supabase-js";
import { redirect, RedirectType } from "next/navigation";
import { z } from "zod";
import { defineAction } from "@/lib/action/define-action";
import { guardedStep } from "@/lib/auth/guarded-step";
import { isRefusal, linkUsed } from "@/lib/auth/limits";
import { asksForPassword, linkToken, type LinkType } from "@/lib/auth/link-token";
import { startPasswordStep } from "@/lib/auth/password-step";
import { loginPath, safeNextPath, SET_PASSWORD_PATH, twoStepPath } from "@/lib/auth/paths";
import { recordSignIn, type FirstStep } from "@/lib/auth/sign-in-events";
import { recordEventNow } from "@/lib/db/activity";
import { inviteTtlHours } from "@/lib/server-env";
import {
  hasInvitationExpired,
  isInvitationPending,
  isLateAcceptance,
} from "@/lib/staff/invitation-expiry";
import { withdrawExpiredInvitation } from "@/lib/staff/invitations";
import { requestAddress } from "@/lib/visitor-address/request";
import { hasVerifiedFactor } from "@/lib/auth/two-step";
import { isStaffToken } from "@/lib/auth/verify";
import { createSupabaseServerClient } from "@/lib/supabase/server";
import { CONFIRM_PATH } from "./errors";

type Supabase = Awaited<ReturnType<typeof createSupabaseServerClient>>;

const SIGN_IN_METHODS: Record<LinkType, FirstStep> = {
  email: "magic link",
  magiclink: "magic link",
  invite: "invitation link",
  recovery: "password reset link",
};

const invitationExpired = () => `${CONFIRM_PATH}?error=invite_expired`;

/**
 * An invitation accepted after `INVITE_TTL_HOURS` although the auth service's link (an
 * invitation's, or a reset's or magic link's to the invited account) still worked:
 * its session ends, the account (confirmed by the link, without a password of its own) is
 * withdrawn and logged, and the person reads that it expired.
 */
async function refuseLateInvitation(supabase: Supabase, session: Session): Promise<never> {
  const { user } = session;
  await supabase.auth.signOut({ scope: "global" }).catch(() => null);
  if (!(await withdrawExpiredInvitation(user.id))) {
    console.error(`[confirm] could not withdraw the expired invitation of ${user.id}`);
  } else {
    try {
      await recordEventNow({
        actor: { id: user.id, email: user.email ?? null },
        action: "account.invite_revoked",
        target: { kind: "account", id: user.id, label: user.email ?? null },
        clientAddress: await requestAddress(),
        details: { reason: "expired" },
      });
    } catch (error) {
      console.error(`[confirm] could not log the expired invitation of ${user.id}:`, error);
    }
  }
  redirect(invitationExpired());
}

/**
 * Spends an e-mail link's token: only on the visitor's press of the button, never on the GET a
 * mail scanner makes. A sign-in link ends in the portal (or a safe `next`); an invitation or a
 * reset goes on to choosing a password; failures end on the sign-in page, or for an invitation
 * on its own "expired" answer.
 */
export const confirmSignIn = defineAction({
  caller: "anyone",
  form: z.object({ token_hash: z.string(), type: z.string(), next: z.string() }),
  run: async (input): Promise<never> => {
    const token = linkToken(input.token_hash, input.type);
    if (!token) redirect(loginPath(null, { error: "link_invalid" }));
    const address = await requestAddress();
    const supabase = await createSupabaseServerClient({ isSignInStep: true });
    const result = await guardedStep("verify", { address, email: null }, async () => {
      const verified = await supabase.auth
        .verifyOtp({ token_hash: token.tokenHash, type: token.type })
        .catch((thrown: unknown) => ({ data: null, error: thrown }));
      const session = verified.data?.session ?? null;
      const status = isAuthError(verified.error) ? (verified.error.status ?? 0) : 0;
      const isRefused = !session && status >= 400 && status < 500 && status !== 429;
      return {
        verdict: session ? "good" : isRefused ? "bad" : "neither",
        value: { session, status },
      };
    });
    // A refusal by a limit, the app's or the auth service's, says so: the link may still be good.
    if (isRefusal(result) || result.status === 429) {
      redirect(loginPath(null, { error: result === "too-many" ? "too_many_attempts" : "busy" }));
    }
    if (!result.session) {
      const { status } = result;
      if (token.type === "invite" && status > 0 && status < 500) redirect(invitationExpired());
      redirect(
        loginPath(null, { error: status > 0 && status < 500 ? "link_invalid" : "unavailable" }),
      );
    }
    const { session } = result;
    if (!(await isStaffToken(supabase, session.access_token))) {
      await supabase.auth.signOut({ scope: "local" }).catch(() => null);
      redirect(loginPath(null, { error: "link_invalid" }));
    }
    // A link of any kind to an account still invited (a reset or a magic link too) counts as
    // accepting the invitation: past its time it is refused and withdrawn, else the person goes on
    // to choose their password. An account invited before the pending mark existed is one whose
    // address this link has just confirmed, past the invitation's time.
    const ttlHours = inviteTtlHours();
    const isInvitation = token.type === "invite" || isInvitationPending(session.user.app_metadata);
    const isLate = isInvitation
      ? hasInvitationExpired(session.user.invited_at ?? "", ttlHours)
      : isLateAcceptance(session.user, ttlHours);
    if (isLate) await refuseLateInvitation(supabase, session);
    const step = isInvitation ? "invite" : asksForPassword(token.type) ? token.type : null;
    if (token.type !== "invite" && session.user.email) await linkUsed(session.user.email);
    // With a verified factor the link is only the first step: the code step completes the
    // sign-in (a reset's new password needs `aal2`) and records it.
    const owesCode = hasVerifiedFactor(session.user);
    if (!owesCode) recordSignIn(session.user, SIGN_IN_METHODS[token.type], address);
    const after = (path: string) => (owesCode ? twoStepPath(path) : path);
    if (step) {
      if (!(await startPasswordStep(supabase, session.access_token, step))) {
        await supabase.auth.signOut({ scope: "local" }).catch(() => null);
        redirect(loginPath(null, { error: "unavailable" }));
      }
      redirect(after(SET_PASSWORD_PATH), RedirectType.replace);
    }
    redirect(after(safeNextPath(input.next)), RedirectType.replace);
  },
});
