import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test, uniqueSlug } from "./support/fixtures";
import { ContentEditor } from "./pages/content-editor";

const PUBLIC_PAGES = [
  "/",
  "/about",
  "/contact",
  "/careers",
  "/announcements",
  "/announcements/malta-operations-hub",
  "/ventures/ledgerline",
];

test.describe.configure({ mode: "serial", timeout: 180_000 });

const siteBar = (page: Page) => page.getByRole("complementary", { name: "Site announcement" });

test("the site bar shows on every public page, dismisses for the visit, and goes when off", async ({
  page,
  staffUser,
}) => {
  const text = `Bar ${uniqueSlug("news")}`;
  const bar = ContentEditor.siteBar(page);
  await bar.open(staffUser, "/portal/site/force-banner");
  await expectNoAxeViolations(page);
  await bar.field("Text").fill(text);
  await bar.field("Link (optional)").fill("javascript:alert(1)");
  await bar.field("Show the bar").check();
  await bar.button("Publish").click();
  await expect(bar.field("Link (optional)")).toHaveAccessibleDescription(
    "An http://, https:// or mailto: address.",
  );
  await bar.field("Link (optional)").fill("https://example.com/news");
  await bar.submit("Publish", /^Published:/);

  const visitor = await (await page.context().browser()!.newContext()).newPage();
  for (const path of PUBLIC_PAGES) {
    await expect(async () => {
      await visitor.goto(path);
      await expect(siteBar(visitor)).toContainText(text, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(siteBar(visitor).getByRole("link", { name: text })).toHaveAttribute(
      "href",
      "https://example.com/news",
    );
  }
  await expectNoAxeViolations(visitor);
  await siteBar(visitor).getByRole("button", { name: "Dismiss the announcement" }).click();
  await expect(siteBar(visitor)).toHaveCount(0);
  await visitor.goto("/about");
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(siteBar(visitor)).toHaveCount(0);

  await bar.open(staffUser, "/portal/site/force-banner");
  await bar.field("Show the bar").uncheck();
  await bar.submit("Publish", /^Published:/);
  const fresh = await (await page.context().browser()!.newContext()).newPage();
  for (const path of PUBLIC_PAGES) {
    await expect(async () => {
      await fresh.goto(path);
      await expect(fresh.getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 1000 });
      await expect(siteBar(fresh)).toHaveCount(0, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  }
});

test("the site notice opens once per visitor and version", async ({ page, staffUser }) => {
  const title = `Notice ${uniqueSlug("n")}`;
  const notice = ContentEditor.siteNotice(page);
  await notice.open(staffUser, "/portal/site/force-banner");
  await notice.field("Title").fill(title);
  await notice.field("Body").fill("Read this once.");
  await notice.field("Show the notice").check();
  await notice.submit("Publish", /^Published:/);

  const visitor = await (await page.context().browser()!.newContext()).newPage();
  await expect(async () => {
    await visitor.goto("/about");
    await expect(visitor.getByRole("dialog", { name: title })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expectNoAxeViolations(visitor);
  // Staff signing in see the sign-in form, not the visitors' notice.
  const signingIn = await (await page.context().browser()!.newContext()).newPage();
  await signingIn.goto("/login");
  await expect(signingIn.getByRole("button", { name: "Sign In" })).toBeVisible();
  await expect(signingIn.getByRole("dialog")).toHaveCount(0);
  await visitor.keyboard.press("Escape");
  await expect(visitor.getByRole("dialog")).toHaveCount(0);
  await visitor.goto("/contact");
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(visitor.getByRole("dialog")).toHaveCount(0);

  await notice.open(staffUser, "/portal/site/force-banner");
  await notice.field("Show the notice").uncheck();
  await notice.submit("Publish", /^Published:/);
});
