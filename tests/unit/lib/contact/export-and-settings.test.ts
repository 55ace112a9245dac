/** @jest-environment node */
import { CONTACT_CSV_HEADER, contactCsvLine } from "@/lib/contact/csv";
import { contactStatusOf, messageIdOf } from "@/lib/contact/inbox";
import { capNoticeMail, noticeMail } from "@/lib/contact/mail";
import { parseContactSettings } from "@/lib/contact/settings";
import type { ContactMessageRow } from "@/lib/db/contact-messages";

const row = (over: Partial<ContactMessageRow> = {}): ContactMessageRow => ({
  id: 7,
  receivedAt: new Date("2026-11-29T12:00:00Z"),
  name: "Ada",
  email: "ada@example.com",
  subject: "Engines",
  message: "Hello, there",
  status: "new",
  clientAddress: "203.0.113.7",
  notification: "pending",
  notificationClaimedAt: null,
  notifiedAt: null,
  contentHash: "0".repeat(64),
  ...over,
});

describe("the inbox export", () => {
  it("quotes cells and defuses formulas, as the activity export does", () => {
    expect(CONTACT_CSV_HEADER).toMatch(/^Received \(UTC\),Name,E-mail,/);
    expect(contactCsvLine(row({ name: "=HYPERLINK(1)", subject: '+say "hi"' }))).toBe(
      `2026-11-29T12:00:00.000Z,'=HYPERLINK(1),ada@example.com,"'+say ""hi""","Hello, there",new,203.0.113.7,pending\r\n`,
    );
  });
});

describe("the notification e-mails", () => {
  it("sends one message as itself, replying to its sender", () => {
    const mail = noticeMail([row()]);
    expect(mail.subject).toBe("Contact form: Engines");
    expect(mail.replyTo).toEqual({ name: "Ada", address: "ada@example.com" });
    expect(mail.text).toContain("From: Ada <ada@example.com>");
    expect(mail.text).toContain("Hello, there");
  });

  it("gathers several into a digest, each cut short", () => {
    const mail = noticeMail([row(), row({ id: 8, message: "y".repeat(3000) })]);
    expect(mail.subject).toBe("Contact form: 2 new messages");
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toContain(`${"y".repeat(1000)}…`);
    expect(mail.text).not.toContain("y".repeat(1001));
  });

  it("tells of the cap's trip", () => {
    expect(capNoticeMail(new Date("2026-11-29T12:00:00Z"), 30).text).toContain(
      "received 30 messages within an hour",
    );
  });
});

describe("parseContactSettings", () => {
  const form = (notifyTo: string, retentionDays: string) => {
    const data = new FormData();
    data.set("notifyTo", notifyTo);
    data.set("retentionDays", retentionDays);
    return data;
  };

  it("takes one address a line, without repeats, and a number of days", () => {
    expect(
      parseContactSettings(form("A@example.com\nb@example.com\na@example.com\n", "180")),
    ).toEqual({
      ok: true,
      settings: { notifyTo: ["a@example.com", "b@example.com"], retentionDays: 180 },
    });
    expect(parseContactSettings(form("", "30"))).toEqual({
      ok: true,
      settings: { notifyTo: [], retentionDays: 30 },
    });
  });

  it("says what is wrong with each field", () => {
    const parsed = parseContactSettings(form("staff@example.com\nnot-an-address", "7"));
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: {
        notifyTo: expect.stringMatching(/one e-mail address/),
        retentionDays: "Please keep messages at least 30 days.",
      },
    });
    expect(parseContactSettings("nothing").ok).toBe(false);
  });
});

describe("inbox parameters", () => {
  it("reads statuses and ids, and nothing else", () => {
    expect(contactStatusOf("archived")).toBe("archived");
    expect(contactStatusOf("__proto__")).toBeNull();
    expect(messageIdOf("42")).toBe(42);
    for (const text of ["0", "-1", "1.5", "1e3", "99999999999999999", "", null]) {
      expect(messageIdOf(text)).toBeNull();
    }
  });
});
