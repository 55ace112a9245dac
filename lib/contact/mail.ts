import { site } from "@/content/site";
import type { ContactMessageRow } from "@/lib/db/contact-messages";

/** An e-mail to the notification list, as nodemailer takes it. */
export type NoticeMail = {
  subject: string;
  text: string;
  replyTo?: { name: string; address: string };
};

// A digest shows this much of each message; the inbox has the rest.
const DIGEST_EXCERPT = 1000;

const block = (row: ContactMessageRow, text: string) =>
  [
    `From: ${row.name} <${row.email}>`,
    `Subject: ${row.subject}`,
    `Received: ${row.receivedAt.toISOString()}`,
    `Visitor address: ${row.clientAddress ?? "unknown"}`,
    "",
    text,
  ].join("\n");

const INBOX = `Open the portal's Contact Request tool at ${site.url}/portal to handle it.`;

/**
 * The notification of new messages `rows` (oldest first): the message itself, with Reply-To its
 * sender, for one; a digest of them all for several.
 */
export function noticeMail(rows: readonly ContactMessageRow[]): NoticeMail {
  const [first] = rows;
  if (first && rows.length === 1) {
    return {
      subject: `Contact form: ${first.subject}`,
      text: `A new message on ${site.name}'s contact form.\n\n${block(first, first.message)}\n\n-- \n${INBOX}\n`,
      replyTo: { name: first.name, address: first.email },
    };
  }
  const parts = rows.map((row) =>
    block(
      row,
      row.message.length > DIGEST_EXCERPT
        ? `${row.message.slice(0, DIGEST_EXCERPT)}…`
        : row.message,
    ),
  );
  return {
    subject: `Contact form: ${rows.length} new messages`,
    text: `${rows.length} new messages on ${site.name}'s contact form.\n\n${parts.join("\n\n----\n\n")}\n\n-- \n${INBOX}\n`,
  };
}

/** The one notice of the hourly cap's trip at `at`: the form took no more messages. */
export function capNoticeMail(at: Date, hourlyCap: number): NoticeMail {
  return {
    subject: "Contact form: closed by its hourly cap",
    text: [
      `${site.name}'s contact form received ${hourlyCap} messages within an hour and refused`,
      `further ones from ${at.toISOString()}. Visitors are asked to e-mail ${site.email} instead.`,
      "",
      "Check the inbox for spam (archive or delete it), then open public messages again in the",
      `Contact Request tool at ${site.url}/portal when the influx is over.`,
      "",
    ].join("\n"),
  };
}
