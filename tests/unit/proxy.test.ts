/** @jest-environment node */
import { config } from "@/proxy";
import { PRIVATE_PREFIXES, privateMatchers, publicPathsSource } from "@/lib/auth/paths";

describe("the proxy matcher", () => {
  it("covers exactly the private prefixes and what is under them", () => {
    expect(config.matcher.filter((matcher) => typeof matcher === "string")).toEqual(
      privateMatchers(),
    );
    expect(PRIVATE_PREFIXES).toEqual(["/portal", "/login", "/auth"]);
  });

  it("reaches any other page only for what Next may take for a Server Action", () => {
    expect(config.matcher.filter((matcher) => typeof matcher !== "string")).toEqual([
      { source: "/:path*", has: [{ type: "header", key: "next-action" }] },
      { source: "/:path*", has: [{ type: "header", key: "content-type" }] },
    ]);
  });
});

describe("the public pages' header source", () => {
  const source = new RegExp(`^${publicPathsSource()}$`);

  it.each(["/", "/about", "/portals", "/login-help", "/authors", "/ventures/x"])(
    "matches the public path %s",
    (path) => {
      expect(source.test(path)).toBe(true);
    },
  );

  it.each(["/portal", "/portal/vault", "/login", "/login/x", "/auth", "/auth/confirm"])(
    "leaves the private path %s to the proxy",
    (path) => {
      expect(source.test(path)).toBe(false);
    },
  );
});
