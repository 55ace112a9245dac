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

/** How a person reads a change time in the portal: UTC, to the minute. */
export function formatChangeTime(at: Date | string): string {
  return `${new Date(at).toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
