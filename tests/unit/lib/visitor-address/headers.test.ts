import { GUARD_FLAG, VISITOR_ADDRESS_HEADER } from "@/lib/visitor-address/rules.mjs";
import { visitorAddress } from "@/lib/visitor-address/headers";

const holder = globalThis as { [GUARD_FLAG]?: boolean };
const headers = (values: Record<string, string>) => new Headers(values);

afterEach(() => {
  delete holder[GUARD_FLAG];
  jest.restoreAllMocks();
});

describe("visitorAddress", () => {
  it("reads Vercel's X-Real-IP on Vercel", () => {
    expect(visitorAddress(headers({ "x-real-ip": "::ffff:203.0.113.9" }), "vercel")).toBe(
      "203.0.113.9",
    );
  });

  it("reads the server preload's header when the preload runs in this process", () => {
    holder[GUARD_FLAG] = true;
    const request = headers({ [VISITOR_ADDRESS_HEADER]: "2001:db8::1", "x-real-ip": "6.6.6.6" });
    expect(visitorAddress(request, "none")).toBe("2001:db8:0:0:0:0:0:1");
    expect(visitorAddress(request, { hops: 1 })).toBe("2001:db8:0:0:0:0:0:1");
  });

  it("trusts no header without the preload, and says so once", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const forged = headers({ [VISITOR_ADDRESS_HEADER]: "203.0.113.9", "x-real-ip": "6.6.6.6" });
    expect(visitorAddress(forged, "none")).toBeNull();
    expect(visitorAddress(forged, { hops: 1 })).toBeNull();
    expect(warn.mock.calls.length).toBeLessThanOrEqual(1);
  });
});
