import { asksForPassword, linkToken } from "@/lib/auth/link-token";

const HASH = "0123456789abcdef0123456789abcdef0123456789abcdef01234567";

describe("linkToken", () => {
  it.each(["email", "magiclink", "invite", "recovery"])("accepts a %s link", (type) => {
    expect(linkToken(HASH, type)).toEqual({ tokenHash: HASH, type });
    expect(linkToken(`pkce_${HASH}`, type)).toEqual({ tokenHash: `pkce_${HASH}`, type });
  });

  it.each([
    [HASH, "signup"],
    [HASH, "email_change"],
    [HASH, "toString"],
    [HASH, ""],
    ["", "invite"],
    ["has space", "invite"],
    ["x".repeat(257), "invite"],
    [[HASH], "invite"],
    [HASH, undefined],
  ])("refuses %p of type %p", (tokenHash, type) => {
    expect(linkToken(tokenHash, type)).toBeNull();
  });

  it("sends invitations and resets on to choosing a password, and sign-in links not", () => {
    expect(asksForPassword("invite")).toBe(true);
    expect(asksForPassword("recovery")).toBe(true);
    expect(asksForPassword("magiclink")).toBe(false);
    expect(asksForPassword("email")).toBe(false);
  });
});
