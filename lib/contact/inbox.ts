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
