/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

// The suites must run on the Node that production runs on: the major named in .nvmrc, which the
// optional `node-linux-*` packages put first on every npm script's PATH.
const chosenMajor = readFileSync(path.join(__dirname, "../../../.nvmrc"), "utf8").trim();

describe("the Node the suites run on", () => {
  it("is the chosen major in the test process", () => {
    process.stdout.write(`Tests run on Node ${process.version} (chosen: ${chosenMajor})\n`);
    expect(process.versions.node.split(".")[0]).toBe(chosenMajor);
  });

  it("is the chosen major for the commands the scripts spawn (next, the local stack)", () => {
    const child = execFileSync("node", ["-p", "process.versions.node"], { encoding: "utf8" });
    expect(child.trim().split(".")[0]).toBe(chosenMajor);
  });
});
