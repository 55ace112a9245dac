import { clientAddress, trustedProxy } from "@/lib/auth/client-address";

const headers = (values: Record<string, string>) => new Headers(values);

describe("trustedProxy", () => {
  it("reads TRUSTED_PROXY, falls back to vercel on Vercel and none elsewhere", () => {
    expect(trustedProxy({ TRUSTED_PROXY: "proxy" })).toBe("proxy");
    expect(trustedProxy({ TRUSTED_PROXY: "bogus", VERCEL: "1" })).toBe("vercel");
    expect(trustedProxy({})).toBe("none");
  });
});

describe("clientAddress", () => {
  it("trusts only the last X-Forwarded-For entry behind a reverse proxy", () => {
    const forged = headers({ "x-forwarded-for": "10.0.0.1, 203.0.113.9" });
    expect(clientAddress(forged, "proxy")).toBe("203.0.113.9");
  });

  it("reads Vercel's X-Real-IP", () => {
    expect(clientAddress(headers({ "x-real-ip": "2001:db8::1" }), "vercel")).toBe("2001:db8::1");
  });

  it("trusts no header without a proxy, and nothing that is not an address", () => {
    expect(clientAddress(headers({ "x-forwarded-for": "203.0.113.9" }), "none")).toBeNull();
    expect(clientAddress(headers({ "x-forwarded-for": "<script>" }), "proxy")).toBeNull();
  });
});
