import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { expect, test } from "@playwright/test";
import {
  cookieHeader,
  formSubmission,
  magicLinkButton,
  postForm,
  send,
  type Answer,
} from "./support/limits-client";
import { limitsStack, limitsStackKeys } from "./support/limits-stack";

// The sign-in limits in the site's default configuration, against an auth service with GoTrue's
// default rate limits (tests/e2e/support/limits-servers.mjs): every visitor here is a real loopback
// address (127.0.0.x, Node's `localAddress`), posting the real forms the way a browser without
// scripts does. The auth service counts every call against the app's one address, as
// Supabase does, so these tests share its budget and run one after another.
test.describe.configure({ mode: "default" });

const [appUrl = "", secondAppUrl = ""] = limitsStack.appPorts.map(
  (port) => `http://127.0.0.1:${port}`,
);
const TOO_MANY = "Too many attempts. Please try again later.";
const INVALID = "Invalid e-mail or password.";
const LINK_SENT = "If this address belongs to a staff account, a link is on its way.";

type Staff = { email: string; password: string };

async function createStaff(): Promise<Staff> {
  const { url, secretKey } = limitsStackKeys();
  const staff = { email: `staff-${randomUUID()}@example.com`, password: `pw-${randomUUID()}` };
  const response = await fetch(`${url}/auth/v1/admin/users`, {
    method: "POST",
    headers: { apikey: secretKey, Authorization: `Bearer ${secretKey}` },
    body: JSON.stringify({ ...staff, email_confirm: true, app_metadata: { role: "staff" } }),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return staff;
}

type Visitor = { base: string; from: string; headers?: () => Record<string, string> };

/**
 * A loopback address of this attempt of the test (127.0.<retry>.<host>): a retry is a fresh
 * visitor, not one that the first attempt's requests already brought to its limit.
 */
const loopback = (host: number) => `127.0.${test.info().retry}.${host}`;

const pages = new Map<string, Promise<string>>();

/** The page at `url` as `visitor` first loaded it: a flood re-posts one page's form. */
function loadedPage(visitor: Visitor, url: string): Promise<string> {
  const key = `${visitor.from} ${url}`;
  const page =
    pages.get(key) ??
    send(url, { from: visitor.from }).then((answer) => {
      expect(answer.status).toBe(200);
      return answer.body;
    });
  pages.set(key, page);
  return page;
}

function post(visitor: Visitor, url: string, data: FormData): Promise<Answer> {
  return postForm(url, data, { from: visitor.from, headers: visitor.headers?.() });
}

/** What the visitor's browser shows after posting the sign-in page's password form. */
async function signIn(visitor: Visitor, email: string, password: string): Promise<Answer> {
  const page = await loadedPage(visitor, `${visitor.base}/login`);
  return post(visitor, `${visitor.base}/login`, formSubmission(page, { email, password }));
}

async function requestLink(visitor: Visitor, email: string): Promise<Answer> {
  const page = await loadedPage(visitor, `${visitor.base}/login`);
  const data = formSubmission(page, { email }, magicLinkButton(page));
  return post(visitor, `${visitor.base}/login`, data);
}

/** Presses Sign in on the landing page of `link` (opened through `visitor.base`). */
async function confirmLink(visitor: Visitor, link: string): Promise<Answer> {
  const url = new URL(link);
  const landing = `${visitor.base}${url.pathname}${url.search}`;
  return post(visitor, landing, formSubmission(await loadedPage(visitor, landing), {}));
}

/** Posts the link-confirmation form with a token hash that was never issued. */
async function confirmRandomToken(visitor: Visitor): Promise<Answer> {
  const landing = `${visitor.base}/auth/confirm?token_hash=${"0".repeat(56)}&type=email`;
  const data = formSubmission(await loadedPage(visitor, landing), {
    token_hash: randomBytes(28).toString("hex"),
  });
  return post(visitor, landing, data);
}

/** The portal as the browser holding `answer`'s cookies sees it. */
async function portalAfter(visitor: Visitor, answer: Answer): Promise<Answer> {
  expect(answer.status, JSON.stringify(outcomes([answer]))).toBe(303);
  expect(answer.headers.location).toMatch(/\/portal$/);
  return send(`${visitor.base}/portal`, {
    from: visitor.from,
    headers: { Cookie: cookieHeader(answer), ...visitor.headers?.() },
  });
}

/** `count` attempts, at most 15 at a time: a flood, not a load test of this shared machine. */
async function flood<T>(count: number, attempt: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let started = 0;
  const worker = async () => {
    while (started < count) {
      started += 1;
      results.push(await attempt());
    }
  };
  await Promise.all(Array.from({ length: Math.min(15, count) }, worker));
  return results;
}

const UNAVAILABLE = "The sign-in service is unavailable. Please try again in a moment.";

/** How many answers said what: the page's message, or where a redirect went. */
function outcomes(answers: Answer[]): Record<string, number> {
  const tally: Record<string, number> = {};
  for (const answer of answers) {
    const location = answer.headers.location;
    const said = location
      ? `-> ${new URL(location, "http://site").pathname}${new URL(location, "http://site").search}`
      : ([TOO_MANY, INVALID, LINK_SENT, UNAVAILABLE].find((text) => answer.body.includes(text)) ??
        `HTTP ${answer.status}`);
    tally[said] = (tally[said] ?? 0) + 1;
  }
  return tally;
}

const REFUSED_LINK = "-> /login?error=too_many_attempts";

/**
 * The auth service's token bucket for the app's one address (GoTrue's defaults: 30 at once,
 * refilled at 150 per 5 minutes), which every test here draws on: a test that will spend
 * `count` token calls first waits until the bucket holds them, and a few more: its calls come
 * over the next seconds, while a full bucket gains nothing. Kept in the stack's data folder, so a
 * worker that restarts after a failure still knows what was spent.
 */
async function tokenCalls(count: number): Promise<void> {
  const margin = 4;
  const file = path.join(limitsStack.dataDir, "e2e-token-bucket.json");
  const saved = existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as { tokens: number; at: number })
    : { tokens: 30, at: Date.now() };
  const available = Math.min(30, saved.tokens + ((Date.now() - saved.at) / 1000) * 0.5);
  const waitMs = Math.max(0, ((count + margin - available) / 0.5) * 1000);
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  writeFileSync(
    file,
    JSON.stringify({ tokens: available + (waitMs / 1000) * 0.5 - count, at: Date.now() }),
  );
}

type InboxMail = { text: string };

async function mailsTo(address: string): Promise<InboxMail[]> {
  const query = new URLSearchParams({ "to.address": address });
  const response = await fetch(`${limitsStackKeys().inboxUrl}/email?${query}`);
  return (await response.json()) as InboxMail[];
}

async function linkFor(address: string): Promise<string> {
  let mail: InboxMail | undefined;
  await expect.poll(async () => (mail = (await mailsTo(address)).at(-1))).toBeTruthy();
  const link = /https?:\/\/\S+\/auth\/confirm\?\S+/.exec(mail?.text ?? "")?.[0];
  expect(link, mail?.text).toBeTruthy();
  return link ?? "";
}

/** A staff member's full sign-in from `visitor`: password to the portal, then a link for `other`. */
async function staffStillGetIn(visitor: Visitor, staff: Staff, other: Staff): Promise<void> {
  const portal = await portalAfter(visitor, await signIn(visitor, staff.email, staff.password));
  expect(portal.status).toBe(200);
  expect(portal.body).toContain(staff.email);

  expect((await requestLink(visitor, other.email)).body).toContain(LINK_SENT);
  const otherPortal = await portalAfter(
    visitor,
    await confirmLink(visitor, await linkFor(other.email)),
  );
  expect(otherPortal.status).toBe(200);
  expect(otherPortal.body).toContain(other.email);
}

/** A reverse proxy in front of `target` that appends the caller's address to X-Forwarded-For. */
async function startProxy(target: string): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((request, response) => {
    const previous = request.headers["x-forwarded-for"];
    const forwardedFor = [previous, request.socket.remoteAddress].filter(Boolean).join(", ");
    const upstream = http.request(
      `${target}${request.url}`,
      {
        method: request.method,
        headers: { ...request.headers, "x-forwarded-for": forwardedFor },
        agent: false,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

const randomAddress = () =>
  `${1 + ((randomBytes(1)[0] ?? 0) % 223)}.${[...randomBytes(3)].join(".")}`;

test("one client's floods leave every other visitor's password and links working", async () => {
  await tokenCalls(11);
  const [a, b] = [await createStaff(), await createStaff()];
  const attacker: Visitor = { base: appUrl, from: loopback(9) };
  // A forged forwarding header changes nothing: with no trusted proxy only the socket counts.
  const forged = () => ({ "X-Forwarded-For": randomAddress(), "X-Real-IP": randomAddress() });
  const [passwords, links, confirms] = await Promise.all([
    flood(50, () =>
      signIn({ ...attacker, headers: forged }, `nobody-${randomUUID()}@example.com`, "wrong-pass"),
    ),
    flood(40, () => requestLink({ ...attacker, headers: forged }, a.email)),
    flood(35, () => confirmRandomToken({ ...attacker, headers: forged })),
  ]);
  // Refused by the app itself; the others went on to the auth service (and failed there).
  expect(outcomes(passwords)[TOO_MANY]).toBe(40);
  expect(outcomes(links)[TOO_MANY]).toBe(39);
  expect(outcomes(confirms)[REFUSED_LINK]).toBe(25);
  await expect.poll(async () => (await mailsTo(a.email)).length).toBe(1);

  await staffStillGetIn({ base: appUrl, from: loopback(1) }, a, b);
});

test("one client naming one staff address many times cannot spend the e-mail budget", async () => {
  const [e, b] = [await createStaff(), await createStaff()];
  const attacker = { base: appUrl, from: loopback(49) };
  const answers = await flood(30, () => requestLink(attacker, e.email));
  expect(outcomes(answers)[TOO_MANY]).toBe(29);
  // Asked again from elsewhere within the minute: answered like a sent link, and nothing is sent.
  expect((await requestLink({ base: appUrl, from: loopback(48) }, e.email)).body).toContain(
    LINK_SENT,
  );
  await expect.poll(async () => (await mailsTo(e.email)).length).toBe(1);

  const visitor = { base: appUrl, from: loopback(41) };
  expect((await requestLink(visitor, b.email)).body).toContain(LINK_SENT);
  const portal = await portalAfter(visitor, await confirmLink(visitor, await linkFor(b.email)));
  expect(portal.body).toContain(b.email);
  expect(await mailsTo(e.email)).toHaveLength(1);
});

test("behind a trusted proxy, a new forged X-Forwarded-For per request is still one visitor", async () => {
  await tokenCalls(11);
  const [a, b] = [await createStaff(), await createStaff()];
  const proxy = await startProxy(`http://127.0.0.1:${limitsStack.proxiedAppPort}`);
  try {
    const attacker: Visitor = {
      base: proxy.url,
      from: loopback(19),
      headers: () => ({ "X-Forwarded-For": `${randomAddress()}, ${randomAddress()}` }),
    };
    const [passwords, links, confirms] = await Promise.all([
      flood(15, () => signIn(attacker, `nobody-${randomUUID()}@example.com`, "wrong-pass")),
      flood(15, () => requestLink(attacker, a.email)),
      flood(15, () => confirmRandomToken(attacker)),
    ]);
    expect(outcomes(passwords)[TOO_MANY]).toBe(5);
    expect(outcomes(links)[TOO_MANY]).toBe(14);
    expect(outcomes(confirms)[REFUSED_LINK]).toBe(5);

    await staffStillGetIn({ base: proxy.url, from: loopback(11) }, a, b);
  } finally {
    proxy.close();
  }
});

test("every password answer takes the fixed time, whatever the outcome", async () => {
  await tokenCalls(3);
  const a = await createStaff();
  const visitor = { base: appUrl, from: loopback(59) };
  for (const [email, password] of [
    [a.email, "not-the-password"],
    [`nobody-${randomUUID()}@example.com`, "whatever-pass"],
    [a.email, a.password],
  ] as const) {
    const page = await send(`${visitor.base}/login`, { from: visitor.from });
    const before = Date.now();
    await postForm(
      `${visitor.base}/login`,
      formSubmission(page.body, { email, password }),
      visitor,
    );
    expect(Date.now() - before).toBeGreaterThanOrEqual(1000);
  }
});

test("two app processes share one count: one address is refused from its 11th attempt", async () => {
  await tokenCalls(10);
  const attacker = loopback(29);
  const answers = await flood(14, () => {
    const base = Math.random() < 0.5 ? appUrl : secondAppUrl;
    return signIn({ base, from: attacker }, `nobody-${randomUUID()}@example.com`, "wrong-pass");
  });
  expect(outcomes(answers)[TOO_MANY]).toBe(4);
  for (const base of [appUrl, secondAppUrl]) {
    const more = await signIn({ base, from: attacker }, "nobody@example.com", "wrong-pass");
    expect(more.body).toContain(TOO_MANY);
  }
});

test("20 failures naming a staff member from one address do not lock them out elsewhere", async () => {
  await tokenCalls(11);
  const a = await createStaff();
  const failures = await flood(20, () =>
    signIn({ base: appUrl, from: loopback(39) }, a.email, "not-the-password"),
  );
  expect(outcomes(failures)[TOO_MANY]).toBe(10);

  const visitor = { base: appUrl, from: loopback(31) };
  const before = Date.now();
  const answer = await signIn(visitor, a.email, a.password);
  // The fixed answer time and nothing more: one address's failures do not slow the account.
  expect(Date.now() - before).toBeLessThan(3000);
  expect((await portalAfter(visitor, answer)).body).toContain(a.email);

  expect((await requestLink(visitor, a.email)).body).toContain(LINK_SENT);
  const portal = await portalAfter(visitor, await confirmLink(visitor, await linkFor(a.email)));
  expect(portal.body).toContain(a.email);
});

test("failures for one account from many addresses slow its sign-in down, never lock it out", async () => {
  await tokenCalls(7);
  const a = await createStaff();
  await Promise.all(
    [61, 62, 63, 64, 65, 66].map((host) =>
      signIn({ base: appUrl, from: loopback(host) }, a.email, "not-the-password"),
    ),
  );
  const visitor = { base: appUrl, from: loopback(67) };
  const before = Date.now();
  const answer = await signIn(visitor, a.email, a.password);
  // Six failing addresses: the fixed second, plus half a second (lib/auth/limits.ts).
  expect(Date.now() - before).toBeGreaterThanOrEqual(1500);
  expect((await portalAfter(visitor, answer)).body).toContain(a.email);
});

/**
 * A genuine sign-in link for `staff`, made through the admin API: the e-mail budget of this
 * stack is small, and the earlier tests spend it.
 */
async function generatedLink(staff: Staff): Promise<string> {
  const { url, secretKey } = limitsStackKeys();
  const response = await fetch(`${url}/auth/v1/admin/generate_link`, {
    method: "POST",
    headers: { apikey: secretKey, Authorization: `Bearer ${secretKey}` },
    body: JSON.stringify({ type: "magiclink", email: staff.email }),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  const { hashed_token } = (await response.json()) as { hashed_token: string };
  return `${appUrl}/auth/confirm?token_hash=${hashed_token}&type=magiclink`;
}

test("a flood of unknown links from a few addresses is refused as busy; a visitor proven by a sign-in still gets in, and no link reads expired", async () => {
  await tokenCalls(1);
  const [a, b] = [await createStaff(), await createStaff()];
  const attackers = [71, 72, 73].map((host): Visitor => ({ base: appUrl, from: loopback(host) }));
  const confirms = (
    await Promise.all(attackers.map((attacker) => flood(10, () => confirmRandomToken(attacker))))
  ).flat();
  expect(outcomes(confirms)["-> /login?error=busy"]).toBeGreaterThanOrEqual(10);

  // A first-time visitor's genuine link waits its turn: it reads busy, never expired.
  const newcomer = { base: appUrl, from: loopback(74) };
  const refused = await confirmLink(newcomer, await generatedLink(a));
  expect(refused.headers.location).toMatch(/\/login\?error=busy$/);

  // A visitor whose password sign-in proved good passes the budget of every visitor.
  const colleague = { base: appUrl, from: loopback(75) };
  const portal = await portalAfter(colleague, await signIn(colleague, a.email, a.password));
  expect(portal.body).toContain(a.email);
  const other = await portalAfter(colleague, await confirmLink(colleague, await generatedLink(b)));
  expect(other.body).toContain(b.email);
});
