import nodemailer from "nodemailer";

/** A mail carrying a link and its one-time code. */
export type LinkMessage = { to: string; link: string; token: string };

/** Sends the service's e-mails. */
export type Mailer = {
  /**
   * Sends a magic-link mail once the current answer is out, so that the answer takes as long for
   * an address that gets a mail as for one that does not; a failure is logged, not answered.
   */
  queueMagicLink(message: LinkMessage): void;
  /** Sends an invitation mail the same way; `siteUrl` is the one its text names. */
  queueInvite(message: LinkMessage & { siteUrl: string }): void;
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
  async function sendMagicLink({ to, link, token }: LinkMessage) {
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
  // GoTrue's default invite template (the wording before its 2026 copy change, like the magic link's).
  async function sendInvite({ to, link, token, siteUrl }: LinkMessage & { siteUrl: string }) {
    const intro = `You have been invited to create a user on ${siteUrl}. Follow this link to accept the invite:`;
    await transport.sendMail({
      from: FROM,
      to,
      subject: "You have been invited",
      text: `You have been invited\n\n${intro}\n${link}\n\nAlternatively, enter the code: ${token}\n`,
      html: [
        "<h2>You have been invited</h2>",
        `<p>${escapeHtml(intro)}</p>`,
        `<p><a href="${escapeHtml(link)}">Accept the invite</a></p>`,
        `<p>Alternatively, enter the code: ${escapeHtml(token)}</p>`,
      ].join("\n"),
    });
  }
  function queue(message: LinkMessage, what: string, send: () => Promise<void>) {
    const delivery = new Promise<void>((resolve) => setImmediate(resolve))
      .then(send)
      .catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        console.error(`[local-supabase] could not send the ${what} to ${message.to}:`, reason);
      })
      .finally(() => pending.delete(delivery));
    pending.add(delivery);
  }
  return {
    queueMagicLink(message) {
      queue(message, "magic link", () => sendMagicLink(message));
    },
    queueInvite(message) {
      queue(message, "invitation", () => sendInvite(message));
    },
    async close() {
      while (pending.size > 0) await Promise.all(pending);
      transport.close();
    },
  };
}
