import nodemailer from "nodemailer";

/** The link e-mails this service sends: a magic link, a password recovery link, an invitation. */
export type LinkMailType = "magiclink" | "recovery" | "invite";

/** A mail ready to be queued once the request's transaction has committed. */
export type LinkMail = {
  type: LinkMailType;
  to: string;
  link: string;
  token: string;
  /** The site the mail's text names (`SiteURL`). */
  siteUrl: string;
};

/** Sends the service's e-mails. */
export type Mailer = {
  /**
   * Sends a link mail once the current answer is out, so that the answer takes as long for an
   * address that gets a mail as for one that does not; a failure is logged, not answered.
   */
  queueLinkMail(message: LinkMail): void;
  /** Waits for the queued mails to be handed to SMTP, then closes the connection. */
  close(): Promise<void>;
};

const FROM = '"Local Supabase" <auth@local-supabase.test>';

/** Subject, heading, sentence and button of each mail: Supabase's default templates' words. */
const WORDING: Record<
  LinkMailType,
  { subject: string; heading: string; text: (siteUrl: string) => string; button: string }
> = {
  magiclink: {
    subject: "Your Magic Link",
    heading: "Magic Link",
    text: () => "Follow this link to login:",
    button: "Log In",
  },
  recovery: {
    subject: "Reset Your Password",
    heading: "Reset Password",
    text: () => "Follow this link to reset the password for your user:",
    button: "Reset Password",
  },
  // The wording before GoTrue's 2026 copy change, the same generation as the two above.
  invite: {
    subject: "You have been invited",
    heading: "You have been invited",
    text: (siteUrl) =>
      `You have been invited to create a user on ${siteUrl}. Follow this link to accept the invite:`,
    button: "Accept the invite",
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A mailer speaking SMTP to MailDev on 127.0.0.1:`smtpPort`. */
export function createMailer(smtpPort: number): Mailer {
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: smtpPort,
    secure: false,
    ignoreTLS: true,
  });
  const pending = new Set<Promise<void>>();
  async function send({ type, to, link, token, siteUrl }: LinkMail) {
    const { subject, heading, button } = WORDING[type];
    const text = WORDING[type].text(siteUrl);
    // GoTrue's default wording, plus the one-time code its templates can show.
    await transport.sendMail({
      from: FROM,
      to,
      subject,
      text: `${heading}\n\n${text}\n${link}\n\nOr enter this code: ${token}\n`,
      html: [
        `<h2>${heading}</h2>`,
        `<p>${escapeHtml(text)}</p>`,
        `<p><a href="${escapeHtml(link)}">${button}</a></p>`,
        `<p>Or enter this code: ${escapeHtml(token)}</p>`,
      ].join("\n"),
    });
  }
  return {
    queueLinkMail(message) {
      const delivery = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => send(message))
        .catch((error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          console.error(
            `[local-supabase] could not send the ${message.type} mail to ${message.to}:`,
            reason,
          );
        })
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async close() {
      while (pending.size > 0) await Promise.all(pending);
      transport.close();
    },
  };
}
