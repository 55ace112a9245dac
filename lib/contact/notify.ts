import "server-only";
import nodemailer from "nodemailer";
import { site } from "@/content/site";
import { claimPendingNotifications, markNotifications } from "@/lib/db/contact-messages";
import { claimCapNotice, readContactSettings } from "@/lib/db/contact-settings";
import { contactHourlyCap, smtpFrom, smtpUrl } from "@/lib/server-env";
import { capNoticeMail, noticeMail, type NoticeMail } from "./mail";

// Messages one notification covers at most: more pending at once go out as further digests.
const BATCH = 50;

async function send(url: string, to: string[], mail: NoticeMail): Promise<void> {
  // Short timeouts: a stuck server must not hold the work after a visitor's post for long.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 10_000,
  });
  try {
    await transport.sendMail({
      from: smtpFrom() ?? { name: `${site.name} contact form`, address: site.email },
      to,
      ...mail,
    });
  } finally {
    transport.close();
  }
}

/**
 * Tells the notification list of every message still pending (one e-mail for one message, a
 * digest for several that wait together) and, once, of the hourly cap's latest trip. Each
 * message's notification becomes `sent`, or `failed` when the e-mail could not be handed to
 * `SMTP_URL` (or no SMTP_URL or list is set); the message itself stays. Never throws: run it after
 * the answer (Next's `after()`), from the post that stored a message.
 */
export async function deliverContactNotifications(): Promise<void> {
  try {
    const { notifyTo } = await readContactSettings();
    let url: string | undefined;
    try {
      url = smtpUrl();
    } catch (error) {
      console.error("Contact form:", error);
    }
    for (let rows = await claimPendingNotifications(BATCH); rows.length > 0;) {
      const ids = rows.map((row) => row.id);
      let state: "sent" | "failed" = "failed";
      if (!url || notifyTo.length === 0) {
        console.warn("Contact form: no SMTP_URL or no notification list, so nobody was told.");
      } else {
        try {
          await send(url, notifyTo, noticeMail(rows));
          state = "sent";
        } catch (error) {
          console.error("Contact form: the notification could not be sent:", error);
        }
      }
      await markNotifications(ids, state);
      rows = rows.length === BATCH ? await claimPendingNotifications(BATCH) : [];
    }
    const trippedAt = await claimCapNotice();
    if (trippedAt && url && notifyTo.length > 0) {
      await send(url, notifyTo, capNoticeMail(trippedAt, contactHourlyCap())).catch((error) =>
        console.error("Contact form: the cap's notice could not be sent:", error),
      );
    }
  } catch (error) {
    console.error("Contact form: notifications could not be delivered:", error);
  }
}
