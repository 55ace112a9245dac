import { knownClaims, rememberClaims } from "@/lib/auth/verified-tokens";

const now = 1_800_000_000;

describe("verified tokens", () => {
  it("knows only the exact token string that was verified", () => {
    rememberClaims("header.payload.signature", { sub: "a", exp: now + 60 } as never);
    expect(knownClaims("header.payload.signature", now)).toMatchObject({ sub: "a" });
    expect(knownClaims("header.payload.signaturf", now)).toBeNull();
    expect(knownClaims("header.payload", now)).toBeNull();
  });

  it("forgets a token once it has expired", () => {
    rememberClaims("short.lived.token", { sub: "b", exp: now + 1 } as never);
    expect(knownClaims("short.lived.token", now)).not.toBeNull();
    expect(knownClaims("short.lived.token", now + 1)).toBeNull();
    expect(knownClaims("short.lived.token", now)).toBeNull();
  });

  it("keeps a bounded number of tokens, the oldest going first", () => {
    for (let index = 0; index <= 10_000; index += 1) {
      rememberClaims(`token-${index}`, { sub: String(index), exp: now + 60 } as never);
    }
    expect(knownClaims("token-0", now)).toBeNull();
    expect(knownClaims("token-10000", now)).toMatchObject({ sub: "10000" });
  });
});
