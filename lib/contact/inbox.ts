import type { ContactStatus } from "@/lib/db/schema";

/** A message's statuses, in the order the inbox offers them. */
export const CONTACT_STATUSES = [
  "new",
  "read",
  "replied",
  "archived",
] as const satisfies readonly ContactStatus[];

/** `text` as a status (e.g. from a URL's `status=`), or null for anything else. */
export function contactStatusOf(text: unknown): ContactStatus | null {
  return CONTACT_STATUSES.find((status) => status === text) ?? null;
}

/** `text` as a message id (e.g. from a URL), or null when it names no message. */
export function messageIdOf(text: unknown): number | null {
  if (typeof text !== "string" || !/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

/** The inbox's filters and page as its URL carries them (`q`, `status`, `page`). */
export type InboxQuery = { query: string | null; status: ContactStatus | null; page: number };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The inbox's query from a page's search params: anything unknown reads as no filter, page 1. */
export function inboxQueryOf(params: Record<string, string | string[] | undefined>): InboxQuery {
  const query = (first(params.q) ?? "").trim().slice(0, 200);
  const page = first(params.page) ?? "";
  return {
    query: query || null,
    status: contactStatusOf(first(params.status)),
    page: /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1,
  };
}

/** `?q=…&status=…&page=…` for `query` (only what is set; page 1 is left out), or "". */
export function inboxSearch({ query, status, page }: Partial<InboxQuery>): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (status) params.set("status", status);
  if (page && page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

// A mail client takes a long mailto: link badly: the quote stops after this many characters.
const QUOTE_MAX = 1500;

/**
 * A `mailto:` reply to a message: to its sender, "Re: " its subject, and the message quoted
 * line by line under who wrote it and when.
 */
export function replyHref(message: {
  name: string;
  email: string;
  subject: string;
  message: string;
  receivedAt: Date;
}): string {
  const text =
    message.message.length > QUOTE_MAX
      ? `${message.message.slice(0, QUOTE_MAX)}…`
      : message.message;
  const quoted = text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  const when = message.receivedAt.toISOString().slice(0, 16).replace("T", " ");
  const body = `\n\nOn ${when} UTC, ${message.name} wrote:\n${quoted}\n`;
  const subject = /^re:/i.test(message.subject) ? message.subject : `Re: ${message.subject}`;
  return `mailto:${message.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
