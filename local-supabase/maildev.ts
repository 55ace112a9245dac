import { mkdirSync } from "node:fs";
import MailDev from "maildev";

/** A running MailDev: SMTP on `smtpPort`, inbox and REST API on `webPort`, both on 127.0.0.1. */
export type RunningMailDev = { inboxUrl: string; close(): Promise<void> };

const SIGNALS = ["SIGINT", "SIGTERM"] as const;

async function waitForInbox(inboxUrl: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${inboxUrl}/email`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`MailDev did not answer on ${inboxUrl}`);
}

/** Starts MailDev 2.2.1 inside this process, keeping its mails in `mailDirectory`. */
export async function startMailDev(options: {
  smtpPort: number;
  webPort: number;
  mailDirectory: string;
}): Promise<RunningMailDev> {
  mkdirSync(options.mailDirectory, { recursive: true });
  const before = new Map(SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  const maildev = new MailDev({
    smtp: options.smtpPort,
    web: options.webPort,
    // MailDev binds all interfaces unless told otherwise.
    ip: "127.0.0.1",
    webIp: "127.0.0.1",
    mailDirectory: options.mailDirectory,
    silent: true,
  });
  // MailDev installs handlers that exit the process at once; the stack shuts down itself.
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.includes(listener)) process.removeListener(signal, listener);
    }
  }
  const inboxUrl = `http://127.0.0.1:${options.webPort}`;
  await maildev.listen();
  await waitForInbox(inboxUrl);
  return {
    inboxUrl,
    close: () => new Promise((resolve) => maildev.close(() => resolve())),
  };
}
