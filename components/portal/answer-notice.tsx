import { LiveNotice } from "@/components/ui/notice";

import type { ActionAnswer } from "@/lib/action/answer";

const tones = { idle: "ok", done: "ok", invalid: "error", refused: "error" } as const;

/** What the account page's and the account list's actions answer. */
type Answer = ActionAnswer<{ isUnrecorded?: boolean }>;

type AnswerNoticeProps = { answer: Answer; className: string };

/**
 * An account action's answer, in a live region there before it speaks: a status when done, an
 * alert otherwise. An answer about one field is shown beside that field instead.
 */
export function AnswerNotice({ answer, className }: AnswerNoticeProps) {
  const isUnrecorded = answer.detail?.isUnrecorded === true;
  const isBesideField = Object.keys(answer.fieldErrors ?? {}).length > 0;
  return (
    <LiveNotice
      tone={isUnrecorded ? "warn" : tones[answer.status]}
      message={isBesideField ? "" : answer.message}
      role={answer.status === "done" && !isUnrecorded ? "status" : "alert"}
      className={className}
    />
  );
}
