import {
  expiryLabel,
  hasInvitationExpired,
  invitationExpiresAt,
  isInvitationPending,
  isLateAcceptance,
} from "@/lib/staff/invitation-expiry";

const SENT = "2026-11-25T06:00:00.000Z";
const at = (iso: string) => Date.parse(iso);

describe("invitation expiry", () => {
  it("ends INVITE_TTL_HOURS after the invitation was sent", () => {
    expect(invitationExpiresAt(SENT, 24).toISOString()).toBe("2026-11-26T06:00:00.000Z");
    expect(hasInvitationExpired(SENT, 24, at("2026-11-26T05:59:59.999Z"))).toBe(false);
    expect(hasInvitationExpired(SENT, 24, at("2026-11-26T06:00:00.000Z"))).toBe(true);
    expect(hasInvitationExpired(SENT, 0.5, at("2026-11-25T06:31:00.000Z"))).toBe(true);
  });

  it("counts an invitation without a readable time as expired", () => {
    expect(hasInvitationExpired("", 24)).toBe(true);
    expect(hasInvitationExpired("not a date", 24)).toBe(true);
    expect(expiryLabel("", 24)).toBe("expired");
  });

  it.each([
    ["2026-11-25T06:00:00.000Z", "expires in 24 h"],
    ["2026-11-26T00:59:00.000Z", "expires in 5 h"],
    ["2026-11-26T05:48:00.000Z", "expires in 12 min"],
    ["2026-11-26T05:59:30.000Z", "expires in under a minute"],
    ["2026-11-26T06:00:00.000Z", "expired"],
    ["2026-12-01T00:00:00.000Z", "expired"],
  ])("at %s reads %p", (now, label) => {
    expect(expiryLabel(SENT, 24, at(now))).toBe(label);
  });

  it("tells a late acceptance by whether the link just confirmed the address, past its time", () => {
    const confirmed = (iso?: string) => ({ invited_at: SENT, email_confirmed_at: iso });
    const late = at("2026-11-26T06:00:00.000Z");
    expect(isLateAcceptance(confirmed("2026-11-26T06:00:00.000Z"), 24, late)).toBe(true);
    expect(isLateAcceptance(confirmed(), 24, late)).toBe(true);
    expect(
      isLateAcceptance(confirmed("2026-11-26T05:59:00.000Z"), 24, at("2026-11-26T05:59:00.000Z")),
    ).toBe(false);
    // Confirmed before this link (in time, or late by an old link, and used since): spared.
    expect(isLateAcceptance(confirmed("2026-11-25T07:00:00.000Z"), 24, late)).toBe(false);
    expect(
      isLateAcceptance(confirmed("2026-11-27T06:00:00.000Z"), 24, at("2026-12-20T00:00:00.000Z")),
    ).toBe(false);
    const neverInvited = { email_confirmed_at: "2026-12-01T00:00:00.000Z" };
    expect(isLateAcceptance(neverInvited, 24, at("2026-12-01T00:00:00.000Z"))).toBe(false);
  });

  it("reads the pending mark only as its own key set to true", () => {
    expect(isInvitationPending({ invitation_pending: true })).toBe(true);
    expect(isInvitationPending({ invitation_pending: "true" })).toBe(false);
    expect(isInvitationPending({ role: "admin" })).toBe(false);
    expect(isInvitationPending(Object.create({ invitation_pending: true }))).toBe(false);
    expect(isInvitationPending(undefined)).toBe(false);
  });
});
