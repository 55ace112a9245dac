import { LiveNotice } from "@/components/ui/notice";

const tones = { idle: "ok", done: "ok", unrecorded: "warn", refused: "error" } as const;

/** What the account page's and the account list's actions answer. */
type Answer = { status: keyof typeof tones; message: string; field?: string };

type AnswerNoticeProps = { answer: Answer; className: string };

/**
 * An account action's answer, in a live region there before it speaks: a status when done, an
 * alert otherwise. An answer about one field is shown beside that field instead.
 */
export function AnswerNotice({ answer, className }: AnswerNoticeProps) {
  return (
    <LiveNotice
      tone={tones[answer.status]}
      message={answer.field ? "" : answer.message}
      role={answer.status === "done" ? "status" : "alert"}
      className={className}
    />
  );
}
