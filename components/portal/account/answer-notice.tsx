import { Notice } from "@/components/ui/notice";
import type { AccountPageAnswer } from "@/lib/account/answers";

const tones = { idle: "ok", done: "ok", unrecorded: "warn", refused: "error" } as const;

type AnswerNoticeProps = { answer: AccountPageAnswer };

/** An account page answer not tied to one field, in a live region there before it speaks. */
export function AnswerNotice({ answer }: AnswerNoticeProps) {
  const message = answer.field ? "" : answer.message;
  return (
    <div role={answer.status === "done" ? "status" : "alert"} className="text-sm empty:hidden">
      {message && (
        <Notice tone={tones[answer.status]} className="mt-3 px-3 py-2">
          {message}
        </Notice>
      )}
    </div>
  );
}
