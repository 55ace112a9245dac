import {
  addressFromHops,
  addressKey,
  normalizeAddress,
  trustedEntry,
  trustedProxy,
  withoutPort,
} from "@/lib/visitor-address/rules.mjs";

describe("trustedProxy", () => {
  it("reads none, vercel, proxy (one hop) and a number of hops", () => {
    expect(trustedProxy({ TRUSTED_PROXY: "none" })).toBe("none");
    expect(trustedProxy({ TRUSTED_PROXY: "vercel" })).toBe("vercel");
    expect(trustedProxy({ TRUSTED_PROXY: "proxy" })).toEqual({ hops: 1 });
    expect(trustedProxy({ TRUSTED_PROXY: " 2 " })).toEqual({ hops: 2 });
    expect(trustedProxy({ TRUSTED_PROXY: "0" })).toBe("none");
  });

  it("falls back to vercel on Vercel and none elsewhere, for unset or unknown values", () => {
    expect(trustedProxy({})).toBe("none");
    expect(trustedProxy({ TRUSTED_PROXY: "bogus", VERCEL: "1" })).toBe("vercel");
    expect(trustedProxy({ TRUSTED_PROXY: "-1" })).toBe("none");
    expect(trustedProxy({ TRUSTED_PROXY: "1e3" })).toBe("none");
  });
});

describe("normalizeAddress", () => {
  it("keeps IPv4 and turns IPv4-mapped IPv6 into IPv4", () => {
    expect(normalizeAddress(" 203.0.113.9 ")).toBe("203.0.113.9");
    expect(normalizeAddress("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(normalizeAddress("::FFFF:cb00:7109")).toBe("203.0.113.9");
  });

  it("writes IPv6 as eight groups, with or without brackets", () => {
    expect(normalizeAddress("2001:DB8::1")).toBe("2001:db8:0:0:0:0:0:1");
    expect(normalizeAddress("[2001:db8:1:2::5]")).toBe("2001:db8:1:2:0:0:0:5");
    expect(normalizeAddress("::1")).toBe("0:0:0:0:0:0:0:1");
  });

  it("refuses anything that is not one address", () => {
    for (const raw of [
      "",
      null,
      undefined,
      "garbage",
      "<script>",
      "1.2.3",
      "256.1.1.1",
      "01.2.3.4",
      "1.2.3.4:80",
      "1::2::3",
      "2001:db8:1:2:3:4:5:6:7",
      "fe80::1%eth0",
      "::ffff:1.2.3.4.5",
      "10.0.0.1, 10.0.0.2",
    ]) {
      expect(normalizeAddress(raw)).toBeNull();
    }
  });
});

describe("addressKey", () => {
  it("counts IPv4 per address and IPv6 per /64", () => {
    expect(addressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("2001:db8:1:2:0:0:0:5")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:2:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:3:0:0:0:5")).toBe("2001:db8:1:3::/64");
  });
});

describe("addressFromHops", () => {
  it("without a proxy takes the socket's address and ignores any header", () => {
    expect(addressFromHops("198.51.100.1", "::ffff:127.0.0.9", "none")).toBe("127.0.0.9");
    expect(addressFromHops(undefined, undefined, "none")).toBeNull();
  });

  it("behind one proxy takes the entry it appended, never one the client wrote", () => {
    expect(addressFromHops("198.51.100.1, 203.0.113.9", "10.0.0.2", { hops: 1 })).toBe(
      "203.0.113.9",
    );
    expect(addressFromHops("203.0.113.9", "10.0.0.2", { hops: 1 })).toBe("203.0.113.9");
  });

  it("behind N hops counts N places from the right of [...entries, socket]", () => {
    const chain = "6.6.6.6, 203.0.113.9, 10.0.0.1";
    expect(addressFromHops(chain, "10.0.0.2", { hops: 2 })).toBe("203.0.113.9");
    expect(addressFromHops(chain, "10.0.0.2", { hops: 3 })).toBe("6.6.6.6");
  });

  it("takes the left-most when the chain is shorter than the hops, and nothing when it is not an address", () => {
    expect(addressFromHops("203.0.113.9", "10.0.0.2", { hops: 5 })).toBe("203.0.113.9");
    expect(addressFromHops("", "10.0.0.2", { hops: 1 })).toBe("10.0.0.2");
    expect(addressFromHops("evil, 203.0.113.9, <x>", "10.0.0.2", { hops: 1 })).toBeNull();
  });

  it("reads a hop's entry with a port as the address without it", () => {
    const behind = (entry: string) => addressFromHops(entry, "10.0.0.2", { hops: 1 });
    expect(behind("203.0.113.7:51234")).toBe("203.0.113.7");
    expect(behind("198.51.100.1, 203.0.113.7:443")).toBe("203.0.113.7");
    expect(behind("[2001:db8::1]:443")).toBe("2001:db8:0:0:0:0:0:1");
    expect(behind("[2001:db8::1]")).toBe("2001:db8:0:0:0:0:0:1");
    expect(behind("[::ffff:203.0.113.7]:8080")).toBe("203.0.113.7");
    expect(behind("2001:db8::1:443")).toBe("2001:db8:0:0:0:0:1:443");
  });

  it("still refuses an entry that is no address once a port is stripped", () => {
    const behind = (entry: string) => addressFromHops(entry, "10.0.0.2", { hops: 1 });
    for (const entry of [
      "203.0.113.7:",
      "203.0.113.7:123456",
      "[2001:db8::1]:",
      "host:80",
      "[x]:1",
    ]) {
      expect(behind(entry)).toBeNull();
    }
  });
});

describe("trustedEntry", () => {
  it("is the raw entry the hops point at, port and all, or empty", () => {
    expect(trustedEntry("198.51.100.1, 203.0.113.7:51234", "10.0.0.2", { hops: 1 })).toBe(
      "203.0.113.7:51234",
    );
    expect(trustedEntry("", " ::1 ", "none")).toBe("::1");
    expect(trustedEntry(undefined, undefined, { hops: 1 })).toBe("");
  });
});

describe("withoutPort", () => {
  it("strips the port of IPv4 and of bracketed IPv6, and the brackets", () => {
    expect(withoutPort("203.0.113.7:51234")).toBe("203.0.113.7");
    expect(withoutPort("[2001:db8::1]:443")).toBe("2001:db8::1");
    expect(withoutPort("[2001:db8::1]")).toBe("2001:db8::1");
    expect(withoutPort("2001:db8::1")).toBe("2001:db8::1");
    expect(withoutPort("garbage")).toBe("garbage");
  });
});
