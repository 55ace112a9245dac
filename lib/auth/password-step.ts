import "server-only";
import type { JwtPayload, SupabaseClient } from "@supabase/supabase-js";
import {
  deletePasswordStep,
  findPasswordStep,
  savePasswordStep,
  type PasswordStepKind,
} from "@/lib/db/password-steps";
import { verifyCurrentSession, type CurrentUser } from "./current-user";

/** Time to choose a password after pressing the link's button. */
export const PASSWORD_STEP_SECONDS = 30 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What the auth service writes into `amr` for a session an e-mail link started: `otp` for a
 * verified token hash (GoTrue's `POST /verify`, the local service alike), the link's own kind for
 * a PKCE code. A session that signed in with a password has neither.
 */
const LINK_METHODS: Record<PasswordStepKind, readonly string[]> = {
  invite: ["otp", "invite"],
  recovery: ["otp", "recovery"],
};

/** Why the person is choosing a password, and whose session it is for. */
export type PasswordStep = { type: PasswordStepKind; userId: string; sessionId: string };

function sessionIdOf(claims: JwtPayload): string | null {
  return typeof claims.session_id === "string" && UUID.test(claims.session_id)
    ? claims.session_id
    : null;
}

/**
 * When a link of `kind` started the session of `claims`, in ms since the epoch, from its `amr`
 * (the newest such entry); null when no entry says so.
 */
export function linkVerifiedAtMs(claims: JwtPayload, kind: PasswordStepKind): number | null {
  const times = (Array.isArray(claims.amr) ? (claims.amr as unknown[]) : []).flatMap((entry) => {
    if (typeof entry !== "object" || entry === null) return [];
    const { method, timestamp } = entry as Record<string, unknown>;
    return typeof method === "string" &&
      LINK_METHODS[kind].includes(method) &&
      typeof timestamp === "number"
      ? [timestamp * 1000]
      : [];
  });
  return times.length > 0 ? Math.max(...times) : null;
}

/**
 * Notes on the server that the session whose access token the auth service just issued for an
 * invitation or reset link (`kind`) is on the password step: only that session, and only while
 * its `amr` shows the link within the step's time, reaches the set-password page. False when the
 * token is not such a session's or the step could not be stored.
 */
export async function startPasswordStep(
  supabase: SupabaseClient,
  accessToken: string,
  kind: PasswordStepKind,
  now = Date.now(),
): Promise<boolean> {
  const { data } = await supabase.auth
    .getClaims(accessToken)
    .catch((thrown: unknown) => ({ data: null, error: thrown }));
  const claims = data?.claims;
  const sessionId = claims && sessionIdOf(claims);
  if (!claims || !sessionId || linkVerifiedAtMs(claims, kind) === null) return false;
  try {
    await savePasswordStep(
      { sessionId, userId: claims.sub, kind, startedAt: new Date(now) },
      new Date(now - PASSWORD_STEP_SECONDS * 1000),
    );
    return true;
  } catch (error) {
    console.error("[password-step] could not store the step:", error);
    return false;
  }
}

/**
 * The step the session of `claims` is on: one a link started for this very session (its
 * `session_id`) within the step's time, which its `amr` confirms; null for any other session.
 * `unavailable` when the record could not be read.
 */
export async function passwordStepOf(
  claims: JwtPayload,
  now = Date.now(),
): Promise<PasswordStep | null | "unavailable"> {
  const sessionId = sessionIdOf(claims);
  if (!sessionId) return null;
  const since = now - PASSWORD_STEP_SECONDS * 1000;
  let kind: PasswordStepKind | null;
  try {
    kind = await findPasswordStep(sessionId, claims.sub, new Date(since));
  } catch (error) {
    console.error("[password-step] could not read the step:", error);
    return "unavailable";
  }
  const linkAt = kind && linkVerifiedAtMs(claims, kind);
  if (!kind || !linkAt || linkAt < since) return null;
  return { type: kind, userId: claims.sub, sessionId };
}

/** The step of this request's session when it is `user`'s (see `passwordStepOf`); else null. */
export async function passwordStepFor(
  user: CurrentUser | null,
): Promise<PasswordStep | null | "unavailable"> {
  if (!user) return null;
  const { claims } = await verifyCurrentSession();
  return claims?.sub === user.id ? passwordStepOf(claims) : null;
}

/** Ends the step once the password is chosen: the session cannot take it again. */
export async function endPasswordStep(step: PasswordStep): Promise<void> {
  await deletePasswordStep(step.sessionId).catch((error: unknown) => {
    console.error("[password-step] could not end the step:", error);
  });
}
