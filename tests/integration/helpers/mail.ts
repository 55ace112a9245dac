/** A mail as MailDev's REST API returns it. */
export type InboxMail = {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  date: string;
};

/** Waits for the newest mail to `address` in MailDev (via its REST API) newer than `since`. */
export async function waitForMail(
  inboxUrl: string,
  address: string,
  since = 0,
  timeoutMs = 10_000,
): Promise<InboxMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await (await fetch(`${inboxUrl}/email`)).json()) as InboxMail[];
    const found = mails
      .filter((mail) => mail.to.some((to) => to.address === address))
      .filter((mail) => new Date(mail.date).getTime() >= since - 1000)
      .at(-1);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${address}`);
}

/** Mails to `address` so far. */
export async function mailsTo(inboxUrl: string, address: string): Promise<InboxMail[]> {
  const mails = (await (await fetch(`${inboxUrl}/email`)).json()) as InboxMail[];
  return mails.filter((mail) => mail.to.some((to) => to.address === address));
}

/** The verify link in a magic-link mail's text part. */
export function linkIn(mail: InboxMail): URL {
  const match = /https?:\/\/\S+\/verify\?\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in: ${mail.text}`);
  return new URL(match[0]);
}
