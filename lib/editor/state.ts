import { formText } from "@/lib/form-text";
/** What the save form may ask for, in its `intent` field (a submit button's value). */
export const EDITOR_INTENTS = ["save", "publish", "unpublish"] as const;

export type EditorIntent = (typeof EDITOR_INTENTS)[number];

/**
 * The intent a form asks for (`save` when it names none), or null for anything else: a value
 * is compared, never used as a key, so `__proto__` or `toString` is simply unknown.
 */
export function formIntent(data: unknown): EditorIntent | null {
  if (!(data instanceof FormData)) return null;
  const intent = data.has("intent") ? formText(data, "intent") : "save";
  return EDITOR_INTENTS.find((known) => known === intent) ?? null;
}

/** How a person reads a change time in the portal: UTC, to the minute. */
export function formatChangeTime(at: Date | string): string {
  return `${new Date(at).toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
