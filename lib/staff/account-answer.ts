/** What an account action answers, shown beside the account's row. */
export type AccountAnswer = {
  /** `unrecorded`: the change was made but the activity log could not record it. */
  status: "idle" | "done" | "unrecorded" | "refused";
  message: string;
  /** True once the account is deleted: its row stays until the page reloads, without forms. */
  isDeleted: boolean;
};

/** Said after an account change that the activity log could not record. */
export const UNRECORDED =
  "The activity log could not record it, though: tell a developer; the change itself stands.";

export const idleAccountAnswer: AccountAnswer = { status: "idle", message: "", isDeleted: false };

export function done(message: string, isDeleted = false): AccountAnswer {
  return { status: "done", message, isDeleted };
}

export function refused(message: string): AccountAnswer {
  return { status: "refused", message, isDeleted: false };
}

/** A made change that the activity log could not record: said, never dropped. */
export function unrecorded(message: string, isDeleted = false): AccountAnswer {
  return { status: "unrecorded", message: `${message} ${UNRECORDED}`, isDeleted };
}
