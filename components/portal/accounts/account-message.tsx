import { Notice } from "@/components/ui/notice";
import type { AccountAnswer } from "@/lib/staff/account-answer";

const tones = { idle: "ok", done: "ok", unrecorded: "warn", refused: "error" } as const;

/** An account action's answer, in a live region that is there before it speaks. */
export function AccountMessage({ answer }: { answer: AccountAnswer }) {
  return (
    <div role={answer.status === "done" ? "status" : "alert"} className="text-sm empty:hidden">
      {answer.message && (
        <Notice tone={tones[answer.status]} className="mt-2 px-3 py-2">
          {answer.message}
        </Notice>
      )}
    </div>
  );
}
