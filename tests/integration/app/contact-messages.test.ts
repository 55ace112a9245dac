import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import postgres from "postgres";
import { contactAnswer } from "@/lib/contact/answers";
import { deliverContactNotifications } from "@/lib/contact/notify";
import { createProofChallenge } from "@/lib/contact/proof-of-work";
import { receiveContactMessage } from "@/lib/contact/receive";
import { storeLimits } from "@/lib/contact/rules";
import { issueFormToken, MIN_FILL_MS } from "@/lib/contact/token";
import { getDatabase } from "@/lib/db/client";
import {
  deleteContactMessage,
  deleteContactSender,
  exportContactMessages,
  listContactMessages,
  readContactMessage,
  setContactStatus,
  storeContactMessage,
  sweepContactMessages,
} from "@/lib/db/contact-messages";
import { readContactSettings, saveContactSettings } from "@/lib/db/contact-settings";
import { contactFormSecret } from "@/lib/server-env";
import { mailsTo, waitForMail } from "../helpers/mail";
import { freePort, startStack, type TestStack } from "../helpers/stack-process";

// The contact form's storage, limits and notifications against the local stack's Postgres, as
// the app's own role (DATABASE_URL), with MailDev as SMTP_URL. `owner` checks and sets up.
let stack: TestStack;
let owner: postgres.Sql;
let secret: string;

beforeAll(async () => {
  stack = await startStack();
  process.env.DATABASE_URL = stack.appDatabaseUrl;
  process.env.SUPABASE_SECRET_KEY = stack.secretKey;
  process.env.SMTP_URL = stack.smtpUrl;
  secret = contactFormSecret() ?? "";
  owner = postgres(stack.databaseUrl, { prepare: false, max: 1, onnotice: () => undefined });
});

afterAll(async () => {
  await owner?.end();
  await getDatabase().$client.end();
  await stack?.stop();
});

beforeEach(async () => {
  await owner`DELETE FROM contact_messages`;
  await owner`UPDATE app_private.contact_settings
    SET notify_to = '{}', cap_tripped_at = NULL, cap_notice_sent_at = NULL`;
  await owner`UPDATE contact_form SET open = true`;
  delete process.env.CONTACT_HOURLY_CAP;
  process.env.SMTP_URL = stack.smtpUrl;
});

const STAFF = { id: "00000000-0000-4000-8000-000000000001", email: "editor@example.com" };
const AUTHOR = { ...STAFF, clientAddress: "198.51.100.1" };
let sequence = 0;

type Post = { name?: string; email?: string; subject?: string; message?: string };

/** A post of the form as a visitor sends it, its token handed out a little while ago. */
async function formData(post: Post = {}, options: { proof?: boolean; token?: string } = {}) {
  sequence += 1;
  const data = new FormData();
  data.set("name", post.name ?? "Ada Lovelace");
  data.set("email", post.email ?? `ada${sequence}@example.com`);
  data.set("subject", post.subject ?? "A question");
  data.set("message", post.message ?? `Message number ${sequence}, about engines.`);
  data.set("website", "");
  data.set("form_token", options.token ?? issueFormToken(secret, Date.now() - MIN_FILL_MS - 1000));
  if (options.proof) {
    const challenge = await createProofChallenge(secret);
    const solution = await solveChallenge({ challenge, deriveKey });
    data.set("altcha", Buffer.from(JSON.stringify({ challenge, solution })).toString("base64"));
  }
  return data;
}

async function storedCount(): Promise<number> {
  const [row] = await owner<[{ n: number }]>`SELECT count(*)::int AS n FROM contact_messages`;
  return row.n;
}

describe("receiving a message", () => {
  it("stores it, and the inbox lists, finds, reads, handles and exports it", async () => {
    const answer = await receiveContactMessage(
      await formData({ name: "Grace Hopper", email: "grace@example.com", subject: "Compilers" }),
      "203.0.113.10",
    );
    expect(answer).toEqual(contactAnswer("received", answer.values));
    expect(answer.status).toBe("done");

    const page = await listContactMessages({ query: "GRACE", status: null }, 1);
    expect(page.total).toBe(1);
    const [row] = page.rows;
    expect(row).toMatchObject({
      name: "Grace Hopper",
      subject: "Compilers",
      status: "new",
      clientAddress: "203.0.113.10",
      notification: "pending",
    });
    if (!row) return;
    expect((await listContactMessages({ query: "engines", status: "new" }, 1)).total).toBe(1);
    expect((await listContactMessages({ query: "nobody", status: null }, 1)).total).toBe(0);
    expect((await listContactMessages({ query: null, status: "archived" }, 1)).total).toBe(0);
    expect(await readContactMessage(row.id)).toEqual(row);
    expect(await readContactMessage(-1)).toBeNull();

    expect(await setContactStatus(row.id, "replied", AUTHOR)).toBe("new");
    expect(await setContactStatus(row.id + 1000, "read", AUTHOR)).toBeNull();
    const events = await owner`SELECT action, details, target_label FROM activity_events
      WHERE action LIKE 'contact.%' AND target_id = ${String(row.id)}`;
    expect(events).toEqual([
      {
        action: "contact.status_changed",
        details: { from: "new", to: "replied" },
        target_label: `Message ${row.id}`,
      },
    ]);

    const batches = [];
    for await (const batch of exportContactMessages({ query: "grace", status: null })) {
      batches.push(...batch);
    }
    expect(batches.map((message) => message.id)).toEqual([row.id]);
  });

  it("answers a post without a form token (no JavaScript, straight from the page) by asking again", async () => {
    const data = await formData({}, { token: "" });
    const answer = await receiveContactMessage(data, "203.0.113.11");
    expect(answer).toMatchObject({ status: "refused", reason: "confirm" });
    expect(answer.values.message).toBe(data.get("message"));
    const tooFast = await formData({}, { token: issueFormToken(secret) });
    expect((await receiveContactMessage(tooFast, "203.0.113.11")).reason).toBe("confirm");
    expect(await storedCount()).toBe(0);
  });

  it("refuses a filled honeypot, a bad form and a spent token, storing nothing", async () => {
    const honeypot = await formData();
    honeypot.set("website", "https://spam.example");
    expect((await receiveContactMessage(honeypot, "203.0.113.12")).reason).toBe("suspect");
    const bad = await formData({ email: "nope" });
    expect(await receiveContactMessage(bad, "203.0.113.12")).toMatchObject({
      status: "invalid",
      fieldErrors: { email: expect.any(String) },
    });
    for (const anything of [null, "text", { name: "x" }]) {
      expect((await receiveContactMessage(anything, null)).status).toBe("invalid");
    }
    const token = issueFormToken(secret, Date.now() - 10_000);
    expect(
      (await receiveContactMessage(await formData({}, { token }), "203.0.113.13")).reason,
    ).toBe("received");
    expect(
      (await receiveContactMessage(await formData({}, { token }), "203.0.113.14")).reason,
    ).toBe("replayed");
    expect(await storedCount()).toBe(1);
  });

  it("takes nothing while the published switch is closed, keeping what was typed", async () => {
    await owner`UPDATE contact_form SET open = false WHERE stage = 'published'`;
    const data = await formData({}, { proof: true });
    const answer = await receiveContactMessage(data, "203.0.113.15");
    expect(answer).toMatchObject({ status: "refused", reason: "closed" });
    expect(answer.values.message).toBe(data.get("message"));
    expect(await storedCount()).toBe(0);
  });

  it("refuses the same text from the same sender again, from any address", async () => {
    const post = { email: "dup@example.com", message: "Please call me back about the offer." };
    expect((await receiveContactMessage(await formData(post), "203.0.113.20")).reason).toBe(
      "received",
    );
    const again = { ...post, message: "please call me back   about the offer." };
    expect((await receiveContactMessage(await formData(again), "203.0.113.21")).reason).toBe(
      "duplicate",
    );
    expect(await storedCount()).toBe(1);
  });
});

describe("the limits", () => {
  it("store at most the address's limit of 50 posts in a minute, each refusal answered", async () => {
    const answers = [];
    for (let i = 0; i < 50; i += 1) {
      answers.push(await receiveContactMessage(await formData(), "203.0.113.30"));
    }
    expect(answers.filter((answer) => answer.status === "done")).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== "done");
    expect(refused).toHaveLength(49);
    for (const answer of refused) {
      expect(answer).toMatchObject({ reason: "address-limit", message: /try again later/ });
    }
    expect(await storedCount()).toBe(1);
  });

  it("let a post with a proof of work from one address send three an hour", async () => {
    const reasons = [];
    for (let i = 0; i < 4; i += 1) {
      const data = await formData({}, { proof: true });
      reasons.push((await receiveContactMessage(data, "2001:db8:1:2::/64")).reason);
    }
    expect(reasons).toEqual(["received", "received", "received", "address-limit"]);
  });

  it("trip the hourly cap once from many addresses, and store what came before it", async () => {
    process.env.CONTACT_HOURLY_CAP = "6";
    // A genuine message with JavaScript, before the flood.
    const genuine = await formData({ email: "genuine@example.com" }, { proof: true });
    expect((await receiveContactMessage(genuine, "192.0.2.1")).reason).toBe("received");
    const outcomes = [];
    for (let i = 0; i < 10; i += 1) {
      const hash = String(i).padStart(64, "0");
      outcomes.push(
        await storeContactMessage(
          {
            name: "Flood",
            email: `flood${i}@example.com`,
            subject: "Buy",
            message: `Spam number ${i}`,
            clientAddress: `198.51.100.${i + 10}`,
            contentHash: hash,
            proofs: [{ id: `test:${i}:${Date.now()}`, expiresAt: new Date(Date.now() + 60_000) }],
          },
          storeLimits(true, 6),
        ),
      );
    }
    expect(outcomes.map((outcome) => outcome.outcome)).toEqual([
      ...Array(5).fill("stored"),
      "cap",
      // The trip closed public messages: what follows is refused as closed.
      ...Array(4).fill("closed"),
    ]);
    expect(outcomes.filter((outcome) => "tripped" in outcome && outcome.tripped)).toHaveLength(1);
    // The trip closed the form, draft and published, recorded as the form's own doing.
    expect(await owner`SELECT stage, open FROM contact_form ORDER BY stage`).toEqual([
      { stage: "draft", open: false },
      { stage: "published", open: false },
    ]);
    const closings = await owner`SELECT actor_id, target_kind FROM activity_events
      WHERE action = 'contact.closed' AND at > now() - interval '1 minute'`;
    expect(closings).toEqual([{ actor_id: null, target_kind: "contactForm" }]);
    await owner`UPDATE contact_form SET open = true`;
    const late = await receiveContactMessage(await formData({}, { proof: true }), "192.0.2.2");
    expect(late).toMatchObject({ reason: "busy", capTripped: false });
    const [trips] = await owner<[{ n: number }]>`SELECT count(*)::int AS n FROM activity_events
      WHERE action = 'contact.cap_reached' AND at > now() - interval '1 minute'`;
    expect(trips.n).toBe(1);
    expect((await listContactMessages({ query: "genuine@", status: null }, 1)).total).toBe(1);

    // The notification list hears of the trip once.
    await owner`UPDATE app_private.contact_settings SET notify_to = '{cap@example.com}'`;
    const since = Date.now();
    await deliverContactNotifications();
    await deliverContactNotifications();
    await waitForMail(stack.inboxUrl, "cap@example.com", since);
    const notices = (await mailsTo(stack.inboxUrl, "cap@example.com")).filter(
      (mail) => mail.subject === "Contact form: closed by its hourly cap",
    );
    expect(notices).toHaveLength(1);
  });

  it("ask a post without JavaScript for a proof of work once half the cap is reached", async () => {
    process.env.CONTACT_HOURLY_CAP = "4";
    for (const address of ["192.0.2.10", "192.0.2.11"]) {
      expect((await receiveContactMessage(await formData(), address)).reason).toBe("received");
    }
    expect((await receiveContactMessage(await formData(), "192.0.2.12")).reason).toBe(
      "proof-required",
    );
    const withProof = await formData({}, { proof: true });
    expect((await receiveContactMessage(withProof, "192.0.2.12")).reason).toBe("received");
  });
});

describe("notifications", () => {
  it("e-mail a new message to the notification list through SMTP_URL", async () => {
    await saveContactSettings({ notifyTo: ["inbox@example.com"], retentionDays: 180 }, AUTHOR);
    expect(await readContactSettings()).toEqual({
      notifyTo: ["inbox@example.com"],
      retentionDays: 180,
    });
    const since = Date.now();
    const post = { subject: "Partnership", email: "partner@example.com" };
    expect((await receiveContactMessage(await formData(post), "203.0.113.40")).status).toBe("done");
    await deliverContactNotifications();
    const mail = await waitForMail(stack.inboxUrl, "inbox@example.com", since);
    expect(mail.subject).toBe("Contact form: Partnership");
    expect(mail.text).toContain("partner@example.com");
    const [row] = (await listContactMessages({ query: "partner@", status: null }, 1)).rows;
    expect(row).toMatchObject({ notification: "sent", notifiedAt: expect.any(Date) });
  });

  it("keep the message and mark it failed when SMTP is down", async () => {
    await saveContactSettings({ notifyTo: ["inbox@example.com"], retentionDays: 180 }, AUTHOR);
    process.env.SMTP_URL = `smtp://127.0.0.1:${await freePort()}`;
    const post = { email: "nosmtp@example.com" };
    expect((await receiveContactMessage(await formData(post), "203.0.113.41")).status).toBe("done");
    await deliverContactNotifications();
    const [row] = (await listContactMessages({ query: "nosmtp@", status: null }, 1)).rows;
    expect(row).toMatchObject({ notification: "failed", notifiedAt: null });
  });
});

describe("personal data", () => {
  it("is swept past the retention period", async () => {
    await owner`INSERT INTO contact_messages (received_at, name, email, subject, message, content_hash)
      VALUES (now() - interval '181 days', 'Old', 'old@example.com', 'Old', 'An old message',
        ${"a".repeat(64)}),
        (now() - interval '179 days', 'Kept', 'kept@example.com', 'Kept', 'A kept message',
        ${"b".repeat(64)})`;
    expect(await sweepContactMessages()).toBe(1);
    const rows = await owner`SELECT email FROM contact_messages`;
    expect(rows).toEqual([{ email: "kept@example.com" }]);
  });

  it("is deleted one message or one sender at a time, recorded without the sender", async () => {
    for (let i = 0; i < 3; i += 1) {
      const post = { email: i < 2 ? "Leaver@example.com" : "stays@example.com" };
      await receiveContactMessage(await formData(post), `203.0.113.${50 + i}`);
    }
    const [one] = (await listContactMessages({ query: "stays@", status: null }, 1)).rows;
    expect(one && (await deleteContactMessage(one.id, AUTHOR))).toBe(true);
    expect(one && (await deleteContactMessage(one.id, AUTHOR))).toBe(false);
    expect(await deleteContactSender("leaver@EXAMPLE.com", AUTHOR)).toBe(2);
    expect(await storedCount()).toBe(0);
    const events = await owner`SELECT action, target_label FROM activity_events
      WHERE action IN ('contact.deleted', 'contact.sender_deleted') ORDER BY id DESC LIMIT 2`;
    expect(events).toEqual([
      { action: "contact.sender_deleted", target_label: "2 messages" },
      { action: "contact.deleted", target_label: `Message ${one?.id}` },
    ]);
  });
});

/** Runs `statement` as PostgREST does for a request: one transaction under the request's role. */
function asRole(role: string, statement: string) {
  return owner.begin(async (tx) => {
    await tx.unsafe(`SET LOCAL ROLE ${role}`);
    return tx.unsafe(statement);
  });
}

describe.each(["anon", "authenticated", "service_role"])("the API role %s", (role) => {
  it.each([
    "SELECT * FROM public.contact_messages",
    "INSERT INTO public.contact_messages (name, email, subject, message, content_hash) VALUES ('a', 'a@b.c', 's', 'm', 'x')",
    "UPDATE public.contact_messages SET status = 'read'",
    "DELETE FROM public.contact_messages",
    "SELECT * FROM app_private.contact_settings",
    "SELECT * FROM app_private.contact_spent_proofs",
    "SELECT * FROM public.contact_form",
  ])("is refused: %s", async (statement) => {
    await expect(asRole(role, statement)).rejects.toMatchObject({ code: "42501" });
  });
});
