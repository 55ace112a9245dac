import nodemailer from "nodemailer";

/** Sends the service's e-mails. */
export type Mailer = {
  /**
   * Sends a magic-link mail once the current answer is out, so that the answer takes as long for
   * an address that gets a mail as for one that does not; a failure is logged, not answered.
   */
  queueMagicLink(message: { to: string; link: string; token: string }): void;
  /** Waits for the queued mails to be handed to SMTP, then closes the connection. */
  close(): Promise<void>;
};

const FROM = '"Local Supabase" <auth@local-supabase.test>';

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
  async function send({ to, link, token }: { to: string; link: string; token: string }) {
    // The same wording as GoTrue's default magic-link template, plus the one-time code.
    await transport.sendMail({
      from: FROM,
      to,
      subject: "Your Magic Link",
      text: `Magic Link\n\nFollow this link to login:\n${link}\n\nOr enter this code: ${token}\n`,
      html: [
        "<h2>Magic Link</h2>",
        "<p>Follow this link to login:</p>",
        `<p><a href="${escapeHtml(link)}">Log In</a></p>`,
        `<p>Or enter this code: ${escapeHtml(token)}</p>`,
      ].join("\n"),
    });
  }
  return {
    queueMagicLink(message) {
      const delivery = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => send(message))
        .catch((error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          console.error(`[local-supabase] could not send the magic link to ${message.to}:`, reason);
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
