const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/**
 * The `app_metadata` key that marks an account invited and not yet accepted: set with the role
 * when the invitation is sent, removed once the invitee has chosen a password. A link press
 * confirms the address on the way, so only this mark tells an invitation still pending then.
 */
export const INVITATION_PENDING = "invitation_pending";

/** True when `appMetadata` marks the account as an invitation not yet accepted. */
export function isInvitationPending(appMetadata: Record<string, unknown> | undefined): boolean {
  return appMetadata !== undefined && Object.hasOwn(appMetadata, INVITATION_PENDING)
    ? appMetadata[INVITATION_PENDING] === true
    : false;
}

/** When an invitation sent at `invitedAt` (an ISO time) stops being valid, `ttlHours` later. */
export function invitationExpiresAt(invitedAt: string, ttlHours: number): Date {
  return new Date(Date.parse(invitedAt) + ttlHours * HOUR_MS);
}

/** True when the invitation is past its time, or its time cannot be read. */
export function hasInvitationExpired(invitedAt: string, ttlHours: number, now = Date.now()) {
  const expiresAt = invitationExpiresAt(invitedAt, ttlHours).getTime();
  return !Number.isFinite(expiresAt) || now >= expiresAt;
}

/**
 * How near to now an address's confirmation must be to be the link's just verified: GoTrue
 * confirms an address as it verifies a link.
 */
const JUST_CONFIRMED_MS = 60_000;

/**
 * True when `user` was invited and the link verified just now is what confirmed its address (or
 * it is still unconfirmed), past the invitation's time (`ttlHours`): an invitation accepted late,
 * whichever link it came by. An account invited before the pending mark existed carries only these
 * times. One whose address was confirmed before this link, however late, has been in use since
 * and is not withdrawn by it.
 */
export function isLateAcceptance(
  user: { invited_at?: string; email_confirmed_at?: string },
  ttlHours: number,
  now = Date.now(),
): boolean {
  if (!user.invited_at) return false;
  const confirmedAt = user.email_confirmed_at ? Date.parse(user.email_confirmed_at) : now;
  return (
    now - confirmedAt < JUST_CONFIRMED_MS && hasInvitationExpired(user.invited_at, ttlHours, now)
  );
}

/** "expires in 5 h", "expires in 12 min", "expires in under a minute" or "expired". */
export function expiryLabel(invitedAt: string, ttlHours: number, now = Date.now()): string {
  if (hasInvitationExpired(invitedAt, ttlHours, now)) return "expired";
  const left = invitationExpiresAt(invitedAt, ttlHours).getTime() - now;
  if (left >= HOUR_MS) return `expires in ${Math.floor(left / HOUR_MS)} h`;
  if (left >= MINUTE_MS) return `expires in ${Math.floor(left / MINUTE_MS)} min`;
  return "expires in under a minute";
}
