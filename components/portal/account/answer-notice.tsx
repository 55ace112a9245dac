import { LiveNotice } from "@/components/ui/notice";
import type { AccountPageAnswer } from "@/lib/account/answers";

const tones = { idle: "ok", done: "ok", unrecorded: "warn", refused: "error" } as const;

type AnswerNoticeProps = { answer: AccountPageAnswer };

/** An account page answer not tied to one field, in a live region there before it speaks. */
export function AnswerNotice({ answer }: AnswerNoticeProps) {
  const message = answer.field ? "" : answer.message;
  return (
    <LiveNotice
      tone={tones[answer.status]}
      message={message}
      role={answer.status === "done" ? "status" : "alert"}
      className="mt-3 px-3 py-2"
    />
  );
}
