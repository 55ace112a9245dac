import { expect, test } from "@playwright/test";
import { devServerOutput } from "./dev-server";

// Next checks the route structure when it starts, before it serves the first request.
test("next dev starts on Turbopack without a route-matching error", () => {
  const output = devServerOutput();
  expect(output).toMatch(/Next\.js .*\(Turbopack\)/);
  expect(output).toContain("Ready in");
  expect(output).not.toContain("do not match any complete route");
  expect(output).not.toMatch(/route matching/i);
});
