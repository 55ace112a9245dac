/** How an action went: not yet tried, done, refused for what was typed, or refused otherwise. */
export const ANSWER_STATUSES = ["idle", "done", "invalid", "refused"] as const;

export type AnswerStatus = (typeof ANSWER_STATUSES)[number];

/**
 * What every server action answers, and its form shows: the status, a sentence for the person,
 * errors by field name, what they typed (never a password) so a refusal loses nothing, and what
 * the action's form needs beyond words (`detail`: where to go on to, a factor being enrolled).
 */
export type ActionAnswer<D = never> = {
  status: AnswerStatus;
  message: string;
  fieldErrors?: Record<string, string[]>;
  values?: Record<string, string>;
  detail?: D;
};

/** The answer before any try. */
export const idleAnswer: ActionAnswer = { status: "idle", message: "" };

const isTextRecord = (value: unknown, isText: (entry: unknown) => boolean) =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every(isText);

const isText = (entry: unknown) => typeof entry === "string";

/** Whether `value` has the one answer's shape: what the tests hold every action to. */
export function isActionAnswer(value: unknown): value is ActionAnswer<unknown> {
  if (typeof value !== "object" || value === null) return false;
  const answer = value as Record<string, unknown>;
  const known = new Set(["status", "message", "fieldErrors", "values", "detail"]);
  return (
    Object.keys(answer).every((key) => known.has(key)) &&
    ANSWER_STATUSES.some((status) => status === answer.status) &&
    typeof answer.message === "string" &&
    (answer.fieldErrors === undefined ||
      isTextRecord(
        answer.fieldErrors,
        (errors) => Array.isArray(errors) && errors.every(isText),
      )) &&
    (answer.values === undefined || isTextRecord(answer.values, isText))
  );
}

/** The first error of field `name`, for a form that shows one per field. */
export function fieldError(answer: ActionAnswer<unknown>, name: string): string | undefined {
  return answer.fieldErrors?.[name]?.[0];
}
