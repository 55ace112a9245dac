import "server-only";
import type { ChangeResult } from "@/lib/db/editing";
import { sqlState } from "@/lib/db/errors";
import type { FormValues } from "@/lib/editor/fields";
import type { ActionAnswer, AnswerStatus } from "@/lib/action/answer";
import { formatChangeTime, type EditorIntent } from "@/lib/editor/state";

// What the content tools' actions answer, in the words the editor shows.

/** A reorder's answer while the content database is out of reach: there is no text to keep. */
export const ORDER_UNAVAILABLE = "Saving is unavailable: the content database is not answering.";

export const UNAVAILABLE = `${ORDER_UNAVAILABLE} Your text is kept; try again later.`;

export const NO_KIND =
  "Not saved: this form does not say what it edits. Reload the page and try again.";

export const NO_INTENT =
  "Not saved: this form asks for something the editor does not do. Reload the page and try again.";

export const NOT_SAVED = "Not saved: see the fields below.";

export const DONE: Record<EditorIntent, string> = {
  save: "Draft saved.",
  publish: "Published: the public site shows it from the next visit.",
  unpublish: "Taken off the public site; the draft stays.",
};

/**
 * An editor's answer: the message, with the text to keep whenever the change did not go through
 * and the errors by field.
 */
export function answer(
  status: AnswerStatus,
  message: string,
  values: FormValues | null = null,
  fieldErrors: Record<string, string[]> = {},
): ActionAnswer {
  return {
    status,
    message,
    ...(values && { values }),
    ...(Object.keys(fieldErrors).length > 0 && { fieldErrors }),
  };
}

/** The refusal to create or delete an item of a kind of one row. */
export function alwaysThere(noun: string): ActionAnswer {
  return answer("invalid", `Not saved: the ${noun} is always there; edit it instead.`);
}

/** A refused change, in words: who changed the item and when, or that it is gone. */
export function refusal(noun: string, result: ChangeResult<unknown>, values: FormValues | null) {
  if (result.ok) return answer("done", "Saved.");
  if (result.reason === "not-found") {
    return answer("refused", `This ${noun} was deleted meanwhile; nothing was saved.`, values);
  }
  const { updatedByEmail, updatedAt, version } = result.current;
  return answer(
    "refused",
    `Not saved: ${updatedByEmail ?? "someone"} changed this ${noun} at ${formatChangeTime(updatedAt)} ` +
      `(version ${version}). Your text is kept below; compare it with theirs before saving again.`,
    values,
  );
}

/** Postgres refusing the values themselves: a taken slug beside its field, else in general. */
export function dataRefusal(error: unknown, values: FormValues): ActionAnswer {
  if (sqlState(error) === "23505") {
    return answer("invalid", NOT_SAVED, values, { slug: ["Another item already uses this slug."] });
  }
  return answer("invalid", "Not saved: the database refused these values.", values);
}
