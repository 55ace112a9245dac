import { expect, test } from "@playwright/test";

test("the home page names the company", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Silverline");
});
