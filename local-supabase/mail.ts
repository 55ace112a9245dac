import nodemailer from "nodemailer";

/** Sends the service's e-mails. */
export type Mailer = {
  sendMagicLink(message: { to: string; link: string; token: string }): Promise<void>;
  close(): void;
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
  return {
    async sendMagicLink({ to, link, token }) {
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
    },
    close() {
      transport.close();
    },
  };
}
