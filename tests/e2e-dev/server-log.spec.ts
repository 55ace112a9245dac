import { expect, test } from "@playwright/test";
import { devServerOutput } from "./dev-server";

// Runs after the browser projects, so the log holds every route they made the server compile.
test("next dev prints no error and no warning while serving the smoke run", () => {
  // Next marks its errors ⨯ and its warnings ⚠; Node's own warnings read "(node:<pid>) …Warning".
  const problems = devServerOutput()
    .split("\n")
    .filter((line) => /[⨯⚠]|\(node:\d+\) \w*Warning/.test(line));
  expect(problems).toEqual([]);
});
