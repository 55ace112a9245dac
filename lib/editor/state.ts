import { formText } from "@/lib/form-text";
import type { FormValues } from "./fields";

/** What an editor's action answers; the form shows it beside the fields it keeps. */
export type EditorState = {
  status: "idle" | "done" | "invalid" | "conflict" | "gone" | "unavailable";
  message: string;
  /** Errors by field name, shown beside their fields. */
  fieldErrors: Record<string, string[]>;
  /** The text the user submitted, kept in the form whenever the change did not go through. */
  values: FormValues | null;
};

export const idleEditorState: EditorState = {
  status: "idle",
  message: "",
  fieldErrors: {},
  values: null,
};

/** What a reorder answers: a sentence for the live region. */
export type ReorderState = { message: string };

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
