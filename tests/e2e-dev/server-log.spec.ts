import { expect, test } from "@playwright/test";
import { devServerOutput } from "./dev-server";

// Next marks its errors ⨯ and its warnings ⚠; Node's own warnings read "(node:<pid>) …Warning".
const PROBLEM = /[⨯⚠]|\(node:\d+\) \w*Warning/;
// About the machine, not the app: Next times a write to .next/dev at start, slow on a busy disk.
const BUSY_DISK = "Slow filesystem detected";

// Runs after the browser projects, so the log holds every route they made the server compile.
test("next dev prints no error and no warning while serving the smoke run", () => {
  const problems = devServerOutput()
    .split("\n")
    .filter((line) => PROBLEM.test(line) && !line.includes(BUSY_DISK));
  expect(problems).toEqual([]);
});
