import { LiveNotice } from "@/components/ui/notice";
import type { AccountAnswer } from "@/lib/staff/account-answer";

const tones = { idle: "ok", done: "ok", unrecorded: "warn", refused: "error" } as const;

/** An account action's answer, in a live region that is there before it speaks. */
export function AccountMessage({ answer }: { answer: AccountAnswer }) {
  return (
    <LiveNotice
      tone={tones[answer.status]}
      message={answer.message}
      role={answer.status === "done" ? "status" : "alert"}
      className="mt-2 px-3 py-2"
    />
  );
}
