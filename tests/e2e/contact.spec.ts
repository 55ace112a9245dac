import { randomUUID } from "node:crypto";
import type { Browser, Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { PortalPage } from "./pages/portal-page";
import { craftedForm, decodeAction, type CapturedAction } from "./support/crafted-forms";
import { tabTo } from "./support/keyboard";
import {
  createStaff,
  expect,
  mailsTo,
  randomVisitorAddress,
  removeStaff,
  test,
  type StaffUser,
} from "./support/fixtures";

const openPortal = (page: Page, user: StaffUser, path: string) =>
  new PortalPage(page).open(user, path);

/** Presses the editor's `button` and waits for its answer. */
async function submitEditor(scope: Locator, button: string, answer: RegExp) {
  await scope.getByRole("button", { name: button, exact: true }).click();
  await expect(scope.getByText(answer)).toBeVisible();
}

// The Contact Request tool and the public form it opens. The tests share the form's switch, so
// they run in order, and the last closes it again: /contact is the spec's closed page after.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const TOOL = "/portal/site/contact-requests";
const RECEIVED = "Thank you: your message was received. We answer by e-mail.";
const SEND_AGAIN = "Please check your message, then press Send again to send it.";
const CLOSED_NOTICE = "Due to a rapid influx of requests, we're closing public messages.";
// A form token is taken no sooner than this after it was handed out (lib/contact/token.ts).
const FILL_MS = 3_500;

const notifyTo = `contact-${randomUUID().slice(0, 8)}@example.com`;
const staff: Record<"editor" | "viewer" | "admin", StaffUser | null> = {
  editor: null,
  viewer: null,
  admin: null,
};
const sent: { subject: string; email: string }[] = [];
let statusAction: CapturedAction | null = null;

const switchEditor = (page: Page) => page.getByRole("region", { name: /^Public messages/ });
const messageForm = (page: Page) => page.getByRole("region", { name: "Send a message" });

/** A visitor of their own (a fresh address for the per-address limits), with or without JS. */
async function visitor(browser: Browser, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": randomVisitorAddress() },
  });
  return context.newPage();
}

/** A message no other run sends: its subject, sender and text. */
function newMessage(label: string) {
  const id = randomUUID().slice(0, 8);
  const message = {
    name: `=Visitor ${id}`,
    email: `visitor-${id}@example.com`,
    subject: `${label} ${id}`,
    message: `Hello, this is ${label} number ${id}.\nA second line.`,
  };
  sent.push(message);
  return message;
}

/** Opens /contact until the switch's publish reaches it: the form's fields take input. */
async function openContact(page: Page, isOpen: boolean) {
  await expect(async () => {
    await page.goto("/contact");
    const name = messageForm(page).getByLabel("Name", { exact: true });
    if (isOpen) await expect(name).toBeEnabled({ timeout: 1000 });
    else await expect(name).toBeDisabled({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

/** Opens the inbox as `user`, with `search` (e.g. `?q=…`) when given. */
async function openInbox(page: Page, user: StaffUser, search = "") {
  await openPortal(page, user, TOOL);
  if (search) await page.goto(`${TOOL}${search}`);
}

/** Finds the message with `subject` in the inbox's search and opens its page. */
async function openMessage(page: Page, user: StaffUser, subject: string) {
  await openInbox(page, user, `?q=${encodeURIComponent(subject)}`);
  await page.getByRole("link", { name: subject }).click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  staff.editor = await createStaff(page, "editor");
  staff.viewer = await createStaff(page, "viewer");
  staff.admin = await createStaff(page, "admin", { twoStep: true });
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  for (const user of Object.values(staff)) if (user) await removeStaff(page, user);
  await page.close();
});

test("an editor opens public messages, and a visitor's message reaches the inbox and MailDev", async ({
  page,
  browser,
}) => {
  const editor = staff.editor!;
  await openPortal(page, editor, TOOL);
  await expectNoAxeViolations(page);
  await page.getByLabel("Tell these addresses of each new message").fill(notifyTo);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();
  await expect(page.getByLabel("Keep messages for (days)")).toHaveValue("180");
  await switchEditor(page).getByLabel("Take public messages on /contact").check();
  await submitEditor(switchEditor(page), "Publish", /^Published:/);

  // Keyboard only: the visitor tabs from field to field, types, and sends with Enter.
  const guest = await visitor(browser);
  await openContact(guest, true);
  await expectNoAxeViolations(guest);
  const message = newMessage("Keyboard");
  const form = messageForm(guest);
  for (const [label, text] of [
    ["Name", message.name],
    ["Email", message.email],
    ["Subject", message.subject],
    ["Message", message.message],
  ] as const) {
    await tabTo(guest, form.getByLabel(label, { exact: true }));
    await guest.keyboard.type(text);
  }
  await guest.waitForTimeout(FILL_MS);
  await tabTo(guest, form.getByRole("button", { name: "Send" }));
  await guest.keyboard.press("Enter");
  await expect(form.getByRole("status")).toHaveText(RECEIVED, { timeout: 20_000 });
  await expect(form.getByLabel("Subject", { exact: true })).toHaveValue("");

  await expect
    .poll(async () => (await mailsTo(page, notifyTo)).map((mail) => mail.subject), {
      timeout: 15_000,
    })
    .toContain(`Contact form: ${message.subject}`);

  await openMessage(page, editor, message.subject);
  const details = page.getByRole("article");
  await expect(details).toContainText(message.email);
  await expect(details).toContainText("Visitor address");
  await expect(details).toContainText(/Notification\s*sent/);
  const reply = new URL(
    (await page.getByRole("link", { name: "Reply by e-mail" }).getAttribute("href")) ?? "",
  );
  expect(reply.protocol).toBe("mailto:");
  expect(reply.pathname).toBe(message.email);
  expect(reply.searchParams.get("subject")).toBe(`Re: ${message.subject}`);
  expect(reply.searchParams.get("body")).toContain("> A second line.");

  const [request] = await Promise.all([
    page.waitForRequest((sentRequest) => sentRequest.headers()["next-action"] !== undefined),
    page.getByRole("button", { name: "Mark replied" }).click(),
  ]);
  await expect(page.getByText("Marked replied.")).toBeVisible();
  statusAction = await decodeAction(request, "status");
  await expect(details).toContainText(/Status\s*replied/);
  await expectNoAxeViolations(page);

  await openInbox(page, editor, `?q=${encodeURIComponent(message.email)}`);
  await page
    .getByRole("row")
    .filter({ hasText: message.subject })
    .getByRole("button", { name: /^Archive/ })
    .click();
  await expect(page.getByText("Marked archived.")).toBeVisible();
  await page.getByLabel("Status").selectOption("archived");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/status=archived/);
  await expect(page.getByRole("link", { name: message.subject })).toBeVisible();
  await page.getByLabel("Status").selectOption("new");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No messages match.")).toBeVisible();

  const csv = await page.request.get(`${TOOL}/export?q=${encodeURIComponent(message.subject)}`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const text = await csv.text();
  expect(text).toMatch(/^Received \(UTC\),Name,E-mail,Subject/);
  // The name starts with "=": the export defuses it as the activity export does.
  expect(text).toContain(`,'${message.name},${message.email},${message.subject},"Hello, this is`);
  expect(text).toContain('A second line.",archived,');
});

test("without JavaScript a visitor sends with a second press, keeping every word", async ({
  page,
  browser,
}) => {
  const guest = await visitor(browser, false);
  await openContact(guest, true);
  const message = newMessage("NoScript");
  const form = messageForm(guest);
  await form.getByLabel("Name", { exact: true }).fill(message.name);
  await form.getByLabel("Email", { exact: true }).fill(message.email);
  await form.getByLabel("Subject", { exact: true }).fill(message.subject);
  await form.getByLabel("Message", { exact: true }).fill(message.message);
  await form.getByRole("button", { name: "Send" }).click();
  await expect(messageForm(guest).getByRole("alert").first()).toHaveText(SEND_AGAIN);
  await expect(messageForm(guest).getByLabel("Message", { exact: true })).toHaveValue(
    message.message,
  );
  await guest.waitForTimeout(FILL_MS);
  await messageForm(guest).getByRole("button", { name: "Send" }).click();
  await expect(messageForm(guest).getByRole("status")).toHaveText(RECEIVED);

  await expect
    .poll(async () => (await mailsTo(page, notifyTo)).map((mail) => mail.subject), {
      timeout: 15_000,
    })
    .toContain(`Contact form: ${message.subject}`);
  await openInbox(page, staff.editor!, `?q=${encodeURIComponent(message.subject)}`);
  await expect(page.getByRole("link", { name: message.subject })).toBeVisible();
});

test("a viewer reads the inbox and a message, but cannot switch or handle, even by a crafted post", async ({
  page,
  baseURL,
}) => {
  const viewer = staff.viewer!;
  const [first] = sent;
  await openPortal(page, viewer, TOOL);
  await expect(switchEditor(page).getByLabel("Take public messages on /contact")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save settings" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Archive/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await openMessage(page, viewer, first!.subject);
  await expect(page.getByRole("link", { name: "Reply by e-mail" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Mark / })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Delete/ })).toHaveCount(0);

  const { actionId, fields, prefix } = statusAction!;
  const response = await page.request.post(page.url(), {
    headers: { "Next-Action": actionId, Origin: new URL(baseURL!).origin },
    multipart: craftedForm(fields, { status: "new" }, prefix),
  });
  expect(response.status()).toBe(403);
  await page.reload();
  await expect(page.getByRole("article")).toContainText(/Status\s*archived/);
});

test("an admin deletes every message from a sender, and Activity lists every change", async ({
  page,
  browser,
}) => {
  const admin = staff.admin!;
  const [first] = sent;
  await openMessage(page, admin, first!.subject);
  await page.getByLabel(`Yes, delete every message from ${first!.email}`).check();
  await page.getByRole("button", { name: "Delete all from this sender" }).click();
  await expect(page).toHaveURL(new RegExp(`${TOOL}$`));
  await openInbox(page, admin, `?q=${encodeURIComponent(first!.email)}`);
  await expect(page.getByText("No messages match.")).toBeVisible();

  await openPortal(page, admin, "/portal/activity");
  await page.goto("/portal/activity?kind=contact");
  const activity = page.getByRole("region", { name: "Activity, newest first" });
  await expect(activity).toContainText("deleted every message from one sender");
  await expect(activity).toContainText("changed the status of");
  await expect(activity).toContainText("(replied to archived)");
  await expect(activity).toContainText("changed the contact form's settings");
  await page.goto("/portal/activity?kind=content");
  await expect(page.getByRole("region", { name: "Activity, newest first" })).toContainText(
    "Contact form switch",
  );

  // Closing restores the spec's page.
  await openPortal(page, staff.editor!, TOOL);
  await switchEditor(page).getByLabel("Take public messages on /contact").uncheck();
  await submitEditor(switchEditor(page), "Publish", /^Published:/);
  const guest = await visitor(browser);
  await openContact(guest, false);
  await expect(messageForm(guest)).toContainText(CLOSED_NOTICE);
  for (const label of ["Name", "Email", "Subject", "Message"]) {
    await expect(messageForm(guest).getByLabel(label, { exact: true })).toBeDisabled();
  }
  await expectNoAxeViolations(guest);
});
